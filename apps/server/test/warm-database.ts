import { prepareTestDatabase } from './kept-database';

// The first setup file of every test file (vitest.config.ts): a worker's first file starts
// opening its kept database before test/setup.ts loads the app's modules, which come through
// vitest's module runner and leave the worker mostly idle meanwhile (ADR 268).
prepareTestDatabase();
