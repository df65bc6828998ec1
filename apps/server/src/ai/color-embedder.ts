import sharp from 'sharp';
import { centreCoat } from './coat';
import type { Embedder, ImageAnalysis } from './embedder';
import { NotAnImageError } from './embedder';

const SIZE = 128;
const BINS = 4;
const GRID = 4;
const ORIENTATIONS = 8;
const COLOUR_DIMS = 2 * BINS ** 3;
const TEXTURE_DIMS = GRID * GRID * ORIENTATIONS;

/** Joint RGB histogram of a square region, BINS levels per channel. */
function colourHistogram(rgb: Buffer, out: Float32Array, offset: number, from: number, to: number) {
  const step = 256 / BINS;
  for (let y = from; y < to; y++) {
    for (let x = from; x < to; x++) {
      const i = (y * SIZE + x) * 3;
      const r = Math.floor((rgb[i] ?? 0) / step);
      const g = Math.floor((rgb[i + 1] ?? 0) / step);
      const b = Math.floor((rgb[i + 2] ?? 0) / step);
      out[offset + (r * BINS + g) * BINS + b]! += 1;
    }
  }
}

/** Histograms of gradient orientation on a GRID×GRID layout (a small HOG): fur and shape. */
function textureHistogram(grey: Buffer, out: Float32Array, offset: number) {
  const cell = SIZE / GRID;
  for (let y = 1; y < SIZE - 1; y++) {
    for (let x = 1; x < SIZE - 1; x++) {
      const at = (yy: number, xx: number) => grey[yy * SIZE + xx] ?? 0;
      const gx = at(y, x + 1) - at(y, x - 1);
      const gy = at(y + 1, x) - at(y - 1, x);
      const magnitude = Math.hypot(gx, gy);
      if (magnitude === 0) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
      const bin = Math.min(ORIENTATIONS - 1, Math.floor((angle / Math.PI) * ORIENTATIONS));
      const c = Math.floor(y / cell) * GRID + Math.floor(x / cell);
      out[offset + c * ORIENTATIONS + bin]! += magnitude;
    }
  }
}

/** Square root then L2 over one block (Hellinger), so no block dominates the cosine. */
function normaliseBlock(v: Float32Array, from: number, to: number, weight: number) {
  let sum = 0;
  for (let i = from; i < to; i++) {
    v[i] = Math.sqrt(v[i]!);
    sum += v[i]! * v[i]!;
  }
  const scale = weight / (Math.sqrt(sum) || 1);
  for (let i = from; i < to; i++) v[i] = v[i]! * scale;
}

/**
 * The model-free fallback: colour histograms (whole photo and centre) and gradient texture,
 * computed with sharp. Far weaker than a CNN, but needs no model file (ADR 050).
 */
export function createColorEmbedder(): Embedder {
  return {
    model: 'colour-texture',
    version: 'v1',
    dim: COLOUR_DIMS + TEXTURE_DIMS,
    async analyse(image: Buffer): Promise<ImageAnalysis> {
      const base = sharp(image, { limitInputPixels: 40_000_000, failOn: 'error' })
        .rotate()
        .resize(SIZE, SIZE, { fit: 'cover' })
        .removeAlpha()
        .toColourspace('srgb');
      const [rgb, grey] = await Promise.all([
        base.clone().raw().toBuffer(),
        base.clone().greyscale().raw().toBuffer(),
      ]).catch((error: unknown) => {
        throw new NotAnImageError(String(error));
      });
      const vector = new Float32Array(COLOUR_DIMS + TEXTURE_DIMS);
      colourHistogram(rgb, vector, 0, 0, SIZE);
      colourHistogram(rgb, vector, BINS ** 3, SIZE / 4, (3 * SIZE) / 4);
      textureHistogram(grey, vector, COLOUR_DIMS);
      normaliseBlock(vector, 0, BINS ** 3, 0.5);
      normaliseBlock(vector, BINS ** 3, COLOUR_DIMS, 0.5);
      normaliseBlock(vector, COLOUR_DIMS, vector.length, Math.SQRT1_2);
      // No classifier: it cannot tell a dog from anything else, so it never flags a photo.
      return { vector, breedClass: null, dogness: null, coat: centreCoat(rgb, SIZE) };
    },
    close: async () => {},
  };
}
