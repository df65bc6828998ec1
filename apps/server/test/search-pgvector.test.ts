import { describe } from 'vitest';
import { photoSearchCases } from './search-cases';

// PGlite loads pglite-pgvector; PostgreSQL without the extension (CI's second run) falls
// back to the in-memory path, which search-memory.test.ts also covers on PGlite.
const onPglite = !process.env.TEST_DATABASE_URL;

describe('photo search on the database vector index', () => {
  photoSearchCases(onPglite ? 'pgvector' : 'memory', () => ({}));
});
