import { randomUUID } from 'node:crypto';
import { commonMessages } from '@chajul/contracts';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';
import { processImage } from './images';
import type { Storage } from './storage';

export type SavedImage = { key: string; thumbnailKey: string };

/** Processes an upload and stores it with its thumbnail under `<area>/<yyyy>/<mm>/`. */
export async function saveImage(
  storage: Storage,
  area: string,
  input: Buffer,
): Promise<SavedImage> {
  const { image, thumbnail } = await processImage(input);
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const base = `${area}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  const saved = { key: `${base}.jpg`, thumbnailKey: `${base}_thumb.jpg` };
  await storage.put(saved.key, image, 'image/jpeg');
  await storage.put(saved.thumbnailKey, thumbnail, 'image/jpeg');
  return saved;
}

export async function deleteImage(storage: Storage, saved: SavedImage | undefined): Promise<void> {
  if (!saved) return;
  await storage.delete(saved.key);
  await storage.delete(saved.thumbnailKey);
}

/**
 * Sends a stored image. Keys never change content (a new upload gets a new key), so
 * browsers may keep them for a year. Unknown or malformed keys are a 404.
 */
export async function sendImage(reply: FastifyReply, storage: Storage, key: string) {
  const object = await storage.get(key);
  if (!object) throw notFound(commonMessages.imageNotFound);
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .type(object.contentType)
    .send(object.body);
}
