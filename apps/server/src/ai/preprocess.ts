import sharp from 'sharp';

/** ImageNet normalisation, which most image networks (MobileNetV2 among them) expect. */
export const IMAGENET_NORMALISATION = {
  mean: [0.485, 0.456, 0.406],
  std: [0.229, 0.224, 0.225],
} as const;

export type Normalisation = { mean: readonly number[]; std: readonly number[] };

export const INPUT_SIZE = 224;

/**
 * Decodes a photo the way the model expects it: EXIF orientation applied first, short side
 * resized to 224 with a bicubic kernel, centre crop 224×224, RGB. Returns interleaved RGB bytes.
 */
export async function decodeForModel(input: Buffer, size = INPUT_SIZE): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'centre', kernel: 'cubic' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}

/**
 * Writes one image as planar, normalised float32 (C×H×W) into `target` at `offset`;
 * `mirror` writes the horizontally flipped image (test-time augmentation).
 */
export function writeNchw(
  rgb: Buffer,
  target: Float32Array,
  offset: number,
  mirror = false,
  size = INPUT_SIZE,
  { mean, std }: Normalisation = IMAGENET_NORMALISATION,
): void {
  const plane = size * size;
  const scale = [0, 1, 2].map((c) => 1 / 255 / std[c]!);
  const shift = [0, 1, 2].map((c) => mean[c]! / std[c]!);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sx = mirror ? size - 1 - x : x;
      const src = (y * size + sx) * 3;
      const dst = offset + y * size + x;
      for (let c = 0; c < 3; c++) {
        target[dst + c * plane] = (rgb[src + c] ?? 0) * scale[c]! - shift[c]!;
      }
    }
  }
}
