import type { Sharp } from 'sharp';
import sharp from 'sharp';
import { randomOf } from './match-world';

/**
 * Pictures with no dog in them, drawn here so the no-dog check (ADR 153) has something to
 * flag: what people send by mistake (a blank or dark shot, a screenshot of text) and what a
 * model may still call a dog (noise, blobs of colour like fur). Seeded: every run draws the same.
 */
export type NotDog = { kind: string; image: Buffer };

const SIZE = 320;
const KINDS = ['solid', 'gradient', 'noise', 'text', 'blobs', 'stripes'] as const;
export const NOT_DOG_KINDS: readonly string[] = KINDS;

const jpeg = (image: Sharp) => image.jpeg({ quality: 90 }).toBuffer();
const svg = (body: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${body}</svg>`,
    ),
  );

const TEXTS = [
  '실종견을 찾습니다',
  '찾아줄개 공지사항',
  '010-1234-5678',
  'Lorem ipsum dolor sit amet',
  '영수증 합계 12,000원',
  '오늘의 일정: 병원 3시',
];

async function draw(kind: (typeof KINDS)[number], r: ReturnType<typeof randomOf>) {
  const hue = () => Math.floor(r.random() * 360);
  const colour = () =>
    `hsl(${hue()},${20 + Math.floor(r.random() * 70)}%,${10 + Math.floor(r.random() * 80)}%)`;
  switch (kind) {
    case 'solid':
      return jpeg(svg(`<rect width="100%" height="100%" fill="${colour()}"/>`));
    case 'gradient':
      return jpeg(
        svg(
          `<defs><linearGradient id="g" x1="0" y1="0" x2="${r.random()}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`,
        ),
      );
    case 'noise': {
      const pixels = Buffer.alloc(SIZE * SIZE * 3);
      const grain = 1 + Math.floor(r.random() * 8);
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          const cell = (Math.floor(y / grain) * SIZE + Math.floor(x / grain)) * 3;
          const i = (y * SIZE + x) * 3;
          for (let c = 0; c < 3; c++) {
            pixels[i + c] =
              x % grain === 0 && y % grain === 0 ? Math.floor(r.random() * 256) : pixels[cell + c]!;
          }
        }
      }
      return jpeg(sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 3 } }));
    }
    case 'text': {
      const lines = [r.pick(TEXTS), r.pick(TEXTS), r.pick(TEXTS)]
        .map(
          (t, i) =>
            `<text x="16" y="${90 + i * 70}" font-size="${22 + Math.floor(r.random() * 14)}" font-family="sans-serif" fill="${colour()}">${t}</text>`,
        )
        .join('');
      return jpeg(svg(`<rect width="100%" height="100%" fill="${colour()}"/>${lines}`));
    }
    case 'blobs': {
      const shapes = Array.from({ length: 12 }, () => {
        const [x, y] = [r.random() * SIZE, r.random() * SIZE].map(Math.floor);
        const radius = 10 + Math.floor(r.random() * SIZE * 0.3);
        return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour()}"/>`;
      }).join('');
      return jpeg(svg(`<rect width="100%" height="100%" fill="${colour()}"/>${shapes}`));
    }
    case 'stripes': {
      const width = 6 + Math.floor(r.random() * 40);
      const stripes = Array.from(
        { length: Math.ceil((SIZE * 2) / width) },
        (_, i) =>
          `<rect x="${i * width * 2}" y="-${SIZE}" width="${width}" height="${SIZE * 3}" fill="${colour()}" transform="rotate(${Math.floor(r.random() * 90)} ${SIZE / 2} ${SIZE / 2})"/>`,
      ).join('');
      return jpeg(svg(`<rect width="100%" height="100%" fill="${colour()}"/>${stripes}`));
    }
  }
}

/** `perKind` pictures of each kind, in a stable order (kind by kind). */
export async function notDogs(perKind: number, seed = 20261126): Promise<NotDog[]> {
  const r = randomOf(seed);
  const out: NotDog[] = [];
  for (const kind of KINDS) {
    for (let i = 0; i < perKind; i++) out.push({ kind, image: await draw(kind, r) });
  }
  return out;
}
