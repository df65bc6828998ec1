// No two modules import each other (issue 37, ADR 239): `npm run lint:imports` runs this after
// dependency-cruiser's rules. ALLOWED is empty since privacy by declaration (ADR 255) ended the
// last pairs; it may only shrink, so any pair fails the lint.
import { cruise } from 'dependency-cruiser';

const ALLOWED = new Set([]);

const { output } = await cruise(
  ['src'],
  {
    collapse: '^src/modules/[^/]+',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
  },
  { extensions: ['.ts'] },
);
const moduleOf = (path) => /^src\/modules\/([^/]+)/.exec(path)?.[1];
const arrows = new Set();
for (const { source, dependencies } of output.modules) {
  const from = moduleOf(source);
  for (const { resolved } of dependencies) {
    const to = moduleOf(resolved);
    if (from && to && from !== to) arrows.add(`${from}→${to}`);
  }
}
const pairs = [...arrows]
  .map((arrow) => arrow.split('→'))
  .filter(([a, b]) => a < b && arrows.has(`${b}→${a}`))
  .map(([a, b]) => `${a} ↔ ${b}`);
const wrong = pairs.filter((pair) => !ALLOWED.has(pair));
const gone = [...ALLOWED].filter((pair) => !pairs.includes(pair));
if (wrong.length || gone.length) {
  for (const pair of wrong) console.error(`modules import each other: ${pair}`);
  for (const pair of gone) console.error(`no longer a pair, take it off ALLOWED: ${pair}`);
  process.exit(1);
}
console.log('✔ no module pair imports each other');
