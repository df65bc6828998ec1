import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * A run of a few test files named on the command line (`npx vitest run test/x.test.ts`) is
 * mostly start-up, where V8 optimising PGlite's WebAssembly on background threads costs more
 * than its faster code saves: such a run keeps V8's baseline code (ADR 270). A whole suite
 * runs long enough to gain from the optimiser (230 s with it, 249 s without).
 */
const namedFiles = process.argv
  .slice(2)
  .filter((arg) => /\.test\.ts$/.test(arg) && fs.existsSync(arg));
const fewFiles = namedFiles.length > 0 && namedFiles.length <= 4;

export default defineConfig({
  // Vitest's record of each file's duration (longest files start first) is kept in .cache/
  // with the transforms below, where npm ci does not empty it.
  cacheDir: '../../.cache/vite/server',
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts', 'test/security/summary-setup.ts'],
    setupFiles: ['test/warm-database.ts', 'test/setup.ts'],
    pool: 'forks',
    // Files share each worker process, its loaded modules and its kept database (ADR 210).
    isolate: false,
    // Two workers at least, also on 2 cores, where vitest would start one: a server test
    // spends most of its time waiting (child servers, timers, sockets), so one worker left a
    // core idle (ADR 238). Each worker keeps its own database; on PostgreSQL each app has its own.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    execArgv: fewFiles ? ['--liftoff-only'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Transformed modules kept on disk between runs (ADR 210), in .cache/, which npm ci keeps
    // (node_modules/, vitest's default place, it empties).
    experimental: { fsModuleCache: true, fsModuleCachePath: '../../.cache/vitest/server' },
  },
});
