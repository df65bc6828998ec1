// Writes dist/sw.js from service-worker/sw.js with the app shell Vite built: index.html, the
// entry's JS and CSS and what they import statically (dist/.vite/manifest.json), the
// manifest and its icons. The version is a hash of that list, so a new build replaces the
// old cache (issue 19 item 10).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set(['/index.html', '/manifest.webmanifest', '/favicon.svg']);
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(`/${chunk.file}`)) return;
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
const webManifest = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));
for (const icon of webManifest.icons) files.add(icon.src);

// The offline page gets Pretendard too: only the subsets its own text needs, inlined as
// @font-face rules and cached with the shell, so it reads the same on a machine without a
// Korean system font.
const offlineFile = path.join(dist, 'offline.html');
const offlineHtml = fs.readFileSync(offlineFile, 'utf8');
const fontCss = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((name) => name.startsWith('pretendard') && name.endsWith('.css'));
if (!fontCss) throw new Error('the build has no Pretendard stylesheet');
const text = offlineHtml.replace(/<style>[\s\S]*?<\/style>|<[^>]+>/g, ' ');
const codes = new Set([...text].map((c) => c.codePointAt(0)));
const inRange = (range) => {
  const [from, to = from] = range.replace('U+', '').split('-');
  const [a, b] = [parseInt(from, 16), parseInt(to, 16)];
  return [...codes].some((c) => c >= a && c <= b);
};
const faces = fs
  .readFileSync(path.join(dist, 'assets', fontCss), 'utf8')
  .match(/@font-face\{[^}]*\}/g)
  .filter((face) => {
    const ranges = /unicode-range:([^;}]*)/.exec(face)?.[1].split(',') ?? [];
    return ranges.some(inRange);
  });
for (const face of faces) files.add(/url\(([^)]+)\)/.exec(face)[1]);
fs.writeFileSync(
  offlineFile,
  offlineHtml.replace('/* Pretendard */', () => faces.join('')),
);

const shell = [...files];
const version = crypto.createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
const source = fs.readFileSync(path.join(root, 'service-worker/sw.js'), 'utf8');
const built = source
  .replace('const SHELL = [];', () => `const SHELL = ${JSON.stringify(shell)};`)
  .replace("const VERSION = 'dev';", () => `const VERSION = '${version}';`);
if (built === source) throw new Error('service-worker/sw.js lost its SHELL or VERSION line');
fs.writeFileSync(path.join(dist, 'sw.js'), built);
console.log(
  `sw.js: ${shell.length} shell files (${faces.length} font subsets), version ${version}`,
);
