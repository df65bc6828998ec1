// Bundles the server into dist/ with the workspace packages inlined; npm packages stay external.
import { build } from 'esbuild';

await build({
  // The photo-search worker is its own entry: worker threads load it by file (dist/ai/).
  entryPoints: ['src/server.ts', 'src/worker.ts', 'src/ai/embed-worker.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@chajul/contracts': '../../packages/contracts/src/index.ts' },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
