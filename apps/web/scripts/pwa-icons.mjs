// Draws the app's install icons from the logo (public/favicon.svg): 192 and 512 px, and a
// maskable 512 px whose paw sits inside the safe circle. Run once after the logo changes
// (`node apps/web/scripts/pwa-icons.mjs`); the PNGs are committed (issue 19 item 10).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// The maskable icon fills the square with the logo's orange; the paw shrinks to 60 % so
// that a launcher's circle or rounded square never cuts it.
const maskable = logo
  .replace(
    /<circle cx="32" cy="32" r="32"[^>]*\/>/,
    '<rect width="64" height="64" fill="#f59e0b"/>',
  )
  .replace('<g fill="#fff">', '<g fill="#fff" transform="translate(12.8 12.8) scale(0.6)">');

const icons = [
  ['icon-192.png', logo, 192],
  ['icon-512.png', logo, 512],
  ['icon-maskable-512.png', maskable, 512],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', name));
}
console.log(`wrote ${icons.length} icons to ${path.join(publicDir, 'icons')}`);
