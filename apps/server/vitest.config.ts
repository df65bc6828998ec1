import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts', 'test/security/summary-setup.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Files share each worker process, its loaded modules and its kept database (ADR 210).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Transformed modules kept on disk between runs (ADR 210).
    experimental: { fsModuleCache: true },
  },
});
