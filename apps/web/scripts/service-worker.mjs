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

const shell = [...files];
const version = crypto.createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
const source = fs.readFileSync(path.join(root, 'service-worker/sw.js'), 'utf8');
const built = source
  .replace('const SHELL = [];', () => `const SHELL = ${JSON.stringify(shell)};`)
  .replace("const VERSION = 'dev';", () => `const VERSION = '${version}';`);
if (built === source) throw new Error('service-worker/sw.js lost its SHELL or VERSION line');
fs.writeFileSync(path.join(dist, 'sw.js'), built);
console.log(`sw.js: ${shell.length} shell files, version ${version}`);
