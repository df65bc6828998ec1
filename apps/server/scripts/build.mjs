// Bundles the server into dist/ with the workspace packages inlined; npm packages stay external.
import { build } from 'esbuild';

await build({
  // Worker threads load their modules by file: the photo-search worker (dist/ai/), the
  // PGlite thread (dist/db/), the flyer and file-writer threads (dist/lib/) are entries of
  // their own, beside the server and the job worker.
  entryPoints: [
    'src/server.ts',
    'src/worker.ts',
    'src/ai/embed-worker.ts',
    'src/db/pglite-worker.ts',
    'src/lib/flyer-worker.ts',
    'src/lib/file-writer-worker.ts',
  ],
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
