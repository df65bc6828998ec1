import sharp from 'sharp';

export type CoatPattern = 'solid' | 'spotted' | 'patched' | 'brindle' | 'two-tone' | 'tricolor';

export type DogLook = {
  /** Main coat colour and the second one the pattern uses (hex). */
  base: string;
  accent: string;
  third?: string;
  pattern: CoatPattern;
  /** 0.75 (toy) … 1.25 (large). */
  size: number;
  ears: 'pointed' | 'floppy';
  tailUp: boolean;
  facingLeft: boolean;
  background: { sky: string; ground: string };
  /** Small deterministic variation: 0 … 1. */
  jitter: number;
};

const W = 480;
const H = 360;

/** Marks of the pattern, drawn inside the dog's outline. */
function patternMarks(look: DogLook): string {
  const { accent, third, pattern, jitter } = look;
  switch (pattern) {
    case 'spotted':
      return Array.from({ length: 9 }, (_, i) => {
        const x = 150 + ((i * 53 + jitter * 40) % 200);
        const y = 150 + ((i * 37 + jitter * 30) % 70);
        return `<circle cx="${x}" cy="${y}" r="${9 + (i % 3) * 4}" fill="${accent}"/>`;
      }).join('');
    case 'patched':
      return `<ellipse cx="${210 + jitter * 40}" cy="170" rx="55" ry="38" fill="${accent}"/>
        <ellipse cx="330" cy="105" rx="34" ry="30" fill="${accent}"/>`;
    case 'brindle':
      return Array.from(
        { length: 14 },
        (_, i) =>
          `<path d="M${130 + i * 18} 120 q 8 50 -4 110" stroke="${accent}" stroke-width="6" fill="none" opacity="0.8"/>`,
      ).join('');
    case 'two-tone':
      return `<path d="M120 150 Q 230 95 340 140 L 345 165 Q 230 135 120 185 Z" fill="${accent}"/>
        <ellipse cx="330" cy="98" rx="40" ry="22" fill="${accent}"/>`;
    case 'tricolor':
      return `<path d="M130 150 Q 230 105 330 145 L 330 170 Q 230 145 130 180 Z" fill="${accent}"/>
        <ellipse cx="230" cy="215" rx="80" ry="18" fill="${third ?? '#f5f0e6'}"/>
        <ellipse cx="352" cy="132" rx="18" ry="14" fill="${third ?? '#f5f0e6'}"/>`;
    default:
      return '';
  }
}

/**
 * A side view of a dog (body, head, ears, tail, legs) in its coat colour and pattern, on a
 * plain outdoor background: simple, but coat and pattern differ visibly from dog to dog,
 * which is what the lookup cards and a photo search over demo data need.
 */
export function dogSvg(look: DogLook, width = W): string {
  const { base, size, ears, tailUp, facingLeft, background, jitter } = look;
  const outline = '#3b2a1e';
  const scale = size;
  const cx = W / 2;
  const groundY = 300;
  const ear =
    ears === 'pointed'
      ? `<path d="M318 78 L 330 30 L 350 76 Z" fill="${base}" stroke="${outline}" stroke-width="2"/>`
      : `<ellipse cx="322" cy="110" rx="16" ry="34" fill="${look.pattern === 'solid' ? base : look.accent}" stroke="${outline}" stroke-width="2" transform="rotate(18 322 110)"/>`;
  const tail = tailUp
    ? `<path d="M125 160 Q 80 120 95 80" stroke="${base}" stroke-width="16" fill="none" stroke-linecap="round"/>`
    : `<path d="M125 165 Q 85 190 80 235" stroke="${base}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  const legs = [150, 185, 275, 305]
    .map(
      (x) =>
        `<rect x="${x}" y="185" width="22" height="${95 + jitter * 10}" rx="9" fill="${base}" stroke="${outline}" stroke-width="2"/>`,
    )
    .join('');
  const body = `<ellipse cx="230" cy="175" rx="115" ry="55"/><circle cx="340" cy="115" r="45"/><ellipse cx="382" cy="130" rx="30" ry="20"/>`;
  const flip = facingLeft ? `translate(${W} 0) scale(-1 1)` : '';
  const shift = `translate(${cx - cx * scale + (jitter - 0.5) * 40} ${groundY - groundY * scale})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * H) / W)}" viewBox="0 0 ${W} ${H}">
  <defs><clipPath id="coat">${body}</clipPath></defs>
  <rect width="${W}" height="${H}" fill="${background.sky}"/>
  <rect y="${groundY - 10}" width="${W}" height="${H - groundY + 10}" fill="${background.ground}"/>
  <ellipse cx="${cx}" cy="${groundY - 4}" rx="${150 * scale}" ry="12" fill="#000" opacity="0.15"/>
  <g transform="${flip}"><g transform="${shift} scale(${scale})">
    ${tail}${legs}
    <g fill="${base}" stroke="${outline}" stroke-width="2">${body}</g>
    <g clip-path="url(#coat)">${patternMarks(look)}</g>
    ${ear}
    <circle cx="352" cy="105" r="6" fill="#1b1b1b"/>
    <ellipse cx="408" cy="124" rx="9" ry="7" fill="#1b1b1b"/>
    <path d="M385 145 Q 398 152 410 143" stroke="${outline}" stroke-width="2" fill="none"/>
  </g></g>
</svg>`;
}

/** The picture and its thumbnail, drawn at each size (no resampling, no mozjpeg: fast). */
export async function renderDogPicture(
  look: DogLook,
): Promise<{ image: Buffer; thumbnail: Buffer }> {
  const [image, thumbnail] = await Promise.all([
    sharp(Buffer.from(dogSvg(look, 640)))
      .jpeg({ quality: 85 })
      .toBuffer(),
    sharp(Buffer.from(dogSvg(look, 360)))
      .jpeg({ quality: 80 })
      .toBuffer(),
  ]);
  return { image, thumbnail };
}
