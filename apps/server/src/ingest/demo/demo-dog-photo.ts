import sharp from 'sharp';

/**
 * A simple drawn dog (side view) in a coat colour on a soft background, made with
 * sharp from SVG: demo reports get photos without shipping any picture files.
 */
export function drawDogPhoto(
  coat: string,
  background: string,
  accent = '#d64545',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="${background}"/>
  <rect y="470" width="800" height="130" fill="#8fbf6a"/>
  <g fill="${coat}" stroke="#3b2a1a" stroke-width="6" stroke-linejoin="round">
    <path d="M560 300 q70 -70 60 -150" fill="none" stroke="${coat}" stroke-width="26" stroke-linecap="round"/>
    <rect x="270" y="380" width="42" height="120" rx="18"/>
    <rect x="500" y="380" width="42" height="120" rx="18"/>
    <ellipse cx="410" cy="330" rx="180" ry="95"/>
    <rect x="320" y="390" width="42" height="115" rx="18"/>
    <rect x="450" y="390" width="42" height="115" rx="18"/>
    <ellipse cx="245" cy="230" rx="95" ry="85"/>
    <ellipse cx="165" cy="260" rx="60" ry="40"/>
    <path d="M200 160 q-45 20 -40 120 q35 -10 60 -60 z"/>
  </g>
  <circle cx="250" cy="215" r="11" fill="#1b1b1b"/>
  <ellipse cx="112" cy="255" rx="18" ry="14" fill="#1b1b1b"/>
  <path d="M290 290 q30 25 60 10" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
