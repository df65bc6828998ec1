import { describe, expect, it, vi } from 'vitest';
import type { PhotoCodec } from './resize-photo';
import {
  MAX_EDGE,
  SMALL_ENOUGH_BYTES,
  resizePhoto,
  targetSize,
  worthResizing,
} from './resize-photo';

const bigFile = (name = 'IMG_0001.HEIC.jpeg', type = 'image/jpeg', size = 17 * 1024 * 1024) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

const codec = (width: number, height: number, encodedBytes = 900_000) => {
  const close = vi.fn();
  const c: PhotoCodec & { close: typeof close } = {
    close,
    decode: vi.fn(() => Promise.resolve({ width, height, close })),
    encode: vi.fn(() => Promise.resolve(new Blob([new Uint8Array(encodedBytes)]))),
  };
  return c;
};

describe('targetSize', () => {
  it('brings the longest edge of a camera photo down to 2048 px, keeping its shape', () => {
    expect(targetSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(targetSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(targetSize(8000, 1000)).toEqual({ width: MAX_EDGE, height: 256 });
  });

  it('never enlarges a photo already small enough', () => {
    expect(targetSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(targetSize(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it('keeps at least one pixel on a very thin picture', () => {
    expect(targetSize(100_000, 10)).toEqual({ width: 2048, height: 1 });
  });
});

describe('worthResizing', () => {
  it('takes large images and leaves small files, GIFs and other files alone', () => {
    expect(worthResizing({ type: 'image/jpeg', size: SMALL_ENOUGH_BYTES + 1 })).toBe(true);
    expect(worthResizing({ type: 'image/png', size: 5_000_000 })).toBe(true);
    expect(worthResizing({ type: 'image/jpeg', size: SMALL_ENOUGH_BYTES })).toBe(false);
    expect(worthResizing({ type: 'image/gif', size: 5_000_000 })).toBe(false);
    expect(worthResizing({ type: 'application/pdf', size: 5_000_000 })).toBe(false);
  });
});

describe('resizePhoto', () => {
  it('sends a 17 MB camera photo as a 2048 px JPEG with a .jpg name', async () => {
    const c = codec(4032, 3024);
    const out = await resizePhoto(bigFile(), c);
    expect(c.encode).toHaveBeenCalledWith(expect.anything(), 2048, 1536);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('IMG_0001.HEIC.jpg');
    expect(out.size).toBe(900_000);
    expect(c.close).toHaveBeenCalled();
  });

  it('passes a small file through without decoding it', async () => {
    const c = codec(4032, 3024);
    const small = bigFile('dog.jpg', 'image/jpeg', 200_000);
    expect(await resizePhoto(small, c)).toBe(small);
    expect(c.decode).not.toHaveBeenCalled();
  });

  it('passes a file it cannot decode through unchanged, so the server can say why', async () => {
    const c = codec(1, 1);
    c.decode = vi.fn(() => Promise.reject(new Error('InvalidStateError')));
    const broken = bigFile('broken.jpg');
    expect(await resizePhoto(broken, c)).toBe(broken);
  });

  it('keeps the original when the JPEG would be no smaller, or the canvas gives nothing', async () => {
    const png = bigFile('flat.png', 'image/png', 2_000_000);
    expect(await resizePhoto(png, codec(800, 600, 2_500_000))).toBe(png);
    const c = codec(800, 600);
    c.encode = vi.fn(() => Promise.resolve(null));
    expect(await resizePhoto(png, c)).toBe(png);
  });

  it('sends the file as it is where the browser has no decoder to use', async () => {
    const file = bigFile();
    expect(await resizePhoto(file, undefined)).toBe(file);
  });
});
