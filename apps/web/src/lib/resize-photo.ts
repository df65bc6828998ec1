/*
 * Photos are made smaller on the phone before they are sent (issue 26): a 17 MB camera photo
 * took a slow upload only to be refused. Every photo upload of the site goes through
 * `resizePhoto` (reports, found and seen reports, the photo searches, notices' images).
 */

/** The longest edge sent: enough for the matcher (224 px) and a sharp detail page. */
export const MAX_EDGE = 2048;
export const JPEG_QUALITY = 0.85;
/** A file this small is sent as it is: nothing to gain, and no quality lost. */
export const SMALL_ENOUGH_BYTES = 1024 * 1024;

/** The size to draw at: the longest edge at most `maxEdge`, the shape kept, never enlarged. */
export function targetSize(width: number, height: number, maxEdge = MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether a file is worth decoding: a large image that is no GIF (a GIF may move, and a
 * canvas keeps its first frame only). Anything else goes as it is, so the server's own
 * Korean error still shows for what is no photo.
 */
export function worthResizing(file: Pick<File, 'size' | 'type'>): boolean {
  return (
    file.type.startsWith('image/') && file.type !== 'image/gif' && file.size > SMALL_ENOUGH_BYTES
  );
}

type Decoded = { width: number; height: number; close?: () => void };
export type PhotoCodec = {
  /** Decodes with the photo's EXIF orientation applied; rejects what is no image it can read. */
  decode: (file: Blob) => Promise<Decoded>;
  /** Draws the decoded photo at the given size and encodes it as JPEG; null when it cannot. */
  encode: (image: Decoded, width: number, height: number) => Promise<Blob | null>;
};

const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;

/** The browser's own decoder and a canvas; undefined where it has no createImageBitmap. */
function browserCodec(): PhotoCodec | undefined {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined;
  return {
    decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
    encode: (image, width, height) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.resolve(null);
      context.drawImage(image as ImageBitmap, 0, 0, width, height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    },
  };
}

/**
 * The photo at most MAX_EDGE pixels on its longest edge, as JPEG: small files, GIFs, and
 * files the browser cannot decode come back unchanged, as does a result no smaller.
 */
export async function resizePhoto(file: File, codec = browserCodec()): Promise<File> {
  if (!codec || !worthResizing(file)) return file;
  let image: Decoded;
  try {
    image = await codec.decode(file);
  } catch {
    return file;
  }
  try {
    const { width, height } = targetSize(image.width, image.height);
    const blob = await codec.encode(image, width, height);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    image.close?.();
  }
}

/** resizePhoto for each file, in order. */
export const resizePhotos = (files: File[]) => Promise.all(files.map((f) => resizePhoto(f)));
