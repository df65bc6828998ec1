// Compiles src/modules/search/kernel/scores.wat into scores-wasm.ts (the bytes, base64), so
// the server needs neither wabt nor a file beside its bundle at run time (ADR 106).
// `--check` fails when the committed bytes are not what the source compiles to.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import wabtInit from 'wabt';

let check;
try {
  check = parseArgs({ options: { check: { type: 'boolean', default: false } } }).values.check;
} catch (error) {
  console.error(`${error.message}\nusage: node scripts/build-kernel.mjs [--check]`);
  process.exit(2);
}
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/modules/search/kernel');
const source = fs.readFileSync(path.join(dir, 'scores.wat'), 'utf8');
const wabt = await wabtInit();
const module = wabt.parseWat('scores.wat', source, { simd: true });
const { buffer } = module.toBinary({});
module.destroy();
const text = `// Generated from scores.wat by \`npm run build:kernel -w @chajul/server\`; do not edit.
export const SCORES_WASM_BASE64 =
  '${Buffer.from(buffer).toString('base64')}';
`;
const target = path.join(dir, 'scores-wasm.ts');
if (check) {
  if (fs.readFileSync(target, 'utf8') !== text) {
    console.error('scores-wasm.ts is not what scores.wat compiles to: npm run build:kernel');
    process.exit(1);
  }
} else {
  fs.writeFileSync(target, text);
  console.log(`scores-wasm.ts: ${buffer.length} bytes of WebAssembly`);
}
