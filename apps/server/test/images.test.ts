import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from '../src/lib/images';
import { makeJpeg, makePixelBomb, makePng } from './images';

describe('processImage', () => {
  it('removes EXIF, GPS included, from uploads', async () => {
    const input = await makeJpeg({ gps: true });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { image, thumbnail } = await processImage(input);
    expect((await sharp(image).metadata()).exif).toBeUndefined();
    expect((await sharp(thumbnail).metadata()).exif).toBeUndefined();
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const input = await makeJpeg({ width: 300, height: 100, orientation: 6 });
    const { width, height } = await processImage(input);
    expect({ width, height }).toEqual({ width: 100, height: 300 });
  });

  it('bounds the size and makes a small thumbnail', async () => {
    const { image, thumbnail, width } = await processImage(
      await makeJpeg({ width: 4000, height: 3000 }),
    );
    expect(width).toBe(1600);
    expect((await sharp(image).metadata()).format).toBe('jpeg');
    expect((await sharp(thumbnail).metadata()).width).toBe(480);
  });

  it('accepts PNGs and re-encodes them as JPEG', async () => {
    const { image } = await processImage(await makePng());
    expect((await sharp(image).metadata()).format).toBe('jpeg');
  });

  it.each([
    ['text', async () => Buffer.from('hello, not an image')],
    ['a truncated JPEG', async () => (await makeJpeg()).subarray(0, 200)],
    ['a decompression bomb', makePixelBomb],
    [
      'an SVG',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
  ])('refuses %s with 415', async (_name, make) => {
    await expect(processImage(await make())).rejects.toMatchObject({
      statusCode: 415,
      message: '이미지 파일만 업로드할 수 있습니다.',
    });
  });
});
