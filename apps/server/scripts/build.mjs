// Bundles the server into dist/ with the workspace packages inlined; npm packages stay external.
// `--outdir dist-<name>` bundles elsewhere (the tests' child servers, ADR 210): the folder
// must sit directly in apps/server, like dist/, for src/paths.ts to resolve the same way.
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

await build({
  // Worker threads load their modules by file: the photo-search worker (dist/ai/), the
  // PGlite thread (dist/db/), the flyer, tag PDF and file-writer threads (dist/lib/) are entries of
  // their own, beside the server and the job worker.
  entryPoints: [
    'src/server.ts',
    'src/worker.ts',
    'src/ai/embed-worker.ts',
    'src/db/pglite-worker.ts',
    'src/lib/flyer-worker.ts',
    'src/lib/tag-pdf-worker.ts',
    'src/lib/file-writer-worker.ts',
  ],
  outdir: values.outdir,
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  alias: { '@chajul/contracts': '../../packages/contracts/src/index.ts' },
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
