// Writes dist/home.html: dist/index.html with the home page already in its root (issue 38
// item 18, ADR 237). A phone then paints the banner, the carousel's first slide and the links
// as soon as the HTML and the stylesheet are in, instead of after ~100 KB of JavaScript; the
// app hydrates that HTML when it arrives (src/main.tsx). The server sends home.html for `/`
// only; every other page keeps the empty shell.
//
// src/prerender.tsx is built for Node by Vite with the app's own config (so the CSS modules'
// class names are the client build's), then run here once.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
// Inside node_modules: the built module imports React and the router from there.
const outDir = path.join(root, 'node_modules/.prerender');

await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});
const { renderHome } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
const markup = renderHome();
fs.rmSync(outDir, { recursive: true, force: true });

const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);
if (!/<h1[\s>]/.test(markup)) throw new Error('the prerendered home page has no <h1>');

// The entry's stylesheet goes inline: the banner paints with the HTML, without waiting one
// more round trip for the CSS (it is ~11 KB, ~3 KB compressed), which shares the phone's
// bandwidth with the JavaScript. Its <link> stays, under `media="not all"` so it never
// applies: Vite's loader takes a page's CSS as present when a stylesheet link names it, and
// would otherwise add the entry's CSS again, after the pages' own, on the way to /map.
const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/.exec(
  shell,
);
if (!stylesheet) throw new Error("dist/index.html does not link the entry's stylesheet");
const css = fs.readFileSync(path.join(dist, stylesheet[1]), 'utf8');
if (css.includes('</style')) throw new Error('the stylesheet would end its own <style>');

const home = shell
  .replace(
    stylesheet[0],
    () => `<style>${css}</style>\n    ${stylesheet[0].replace('>', () => ' media="not all">')}`,
  )
  .replace(emptyRoot, () => `<div id="root">${markup}</div>`);
fs.writeFileSync(path.join(dist, 'home.html'), home);
console.log(
  `home.html: ${(markup.length / 1024).toFixed(1)} KB of prerendered HTML, ${(css.length / 1024).toFixed(1)} KB of CSS inline`,
);
