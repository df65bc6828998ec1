import { createHash, randomUUID } from 'node:crypto';
import { commonMessages } from '@chajul/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { processImage } from './images';
import type { Storage } from './storage';
import { isValidKey } from './storage';

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

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Keys are random per upload and never reused (ADR 113), so the key identifies the bytes. */
const etagOf = (key: string) =>
  `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;

/**
 * Sends a stored image. Keys never change content (a new upload gets a new key, ADR 113), so
 * browsers may keep them for a year, and a revalidation (a forced reload, a proxy) is
 * answered 304 from the key without reading the file (ADR 096), once the store says the key
 * is still there: a 304 for a deleted photo would tell a cache to keep it another year.
 * Unknown or malformed keys are a 404.
 */
export async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
) {
  if (!isValidKey(key)) throw notFound(commonMessages.imageNotFound);
  const etag = etagOf(key);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    if (!(await storage.has(key))) throw notFound(commonMessages.imageNotFound);
    return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
  }
  const object = await storage.get(key);
  if (!object) throw notFound(commonMessages.imageNotFound);
  return reply
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .type(object.contentType)
    .send(object.body);
}
