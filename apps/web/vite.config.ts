import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { zodWithoutJsonSchema } from './build-plugins/zod-without-json-schema.ts';

const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema()],
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/auth': apiServer, '/docs': apiServer },
  },
  build: {
    sourcemap: true,
    // The manifest lists the app shell for the service worker (scripts/service-worker.mjs).
    manifest: true,
    // A page's module imports its own parts when it loads (one round trip per level); listing
    // every page's parts in the entry for preloading cost the home page 2 KB (ADR 141). CSS
    // still loads with its page.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // A feature's index.ts only re-exports (ADR 105): a page then takes what it names,
        // not every part the index lists.
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // Two findBy waits of 10 s each (src/test/setup.ts) fit in one test.
    testTimeout: 30_000,
    // Files share the worker's loaded modules and its jsdom (ADR 238): loading React, the
    // router and the app's parts, and a jsdom, for each of 76 files was most of the suite's
    // CPU. src/test/setup.ts puts back, after each test, what a test may leave behind.
    isolate: false,
    // Two workers at least, also on 2 cores, where vitest would start one and leave a core
    // idle: 62 s became 38 s (ADR 238, amended). Each worker keeps its own modules and jsdom.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Transformed modules kept on disk between runs (ADR 210), in .cache/, which npm ci keeps
    // (node_modules/, vitest's default place, it empties: ADR 238).
    experimental: { fsModuleCache: true, fsModuleCachePath: '../../.cache/vitest/web' },
    // Tests render synchronously what the app loads lazily (ADR 070).
    alias: [
      {
        find: /^\.\/lazy-parts$/,
        replacement: fileURLToPath(new URL('./src/components/ui/eager-parts.ts', import.meta.url)),
      },
    ],
  },
});
