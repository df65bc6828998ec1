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

/**
 * Who may see a stored photo, from the item it belongs to (issue 38 item 9, ADR 225):
 * `public` (a visible item: kept a year), `private` (an item only its author sees yet, a
 * pending sighting: kept by no shared cache) or `gone` (hidden, deleted or no item: a 404).
 */
export type ImageAccess = 'public' | 'private' | 'gone';
const CACHE_CONTROL: Record<Exclude<ImageAccess, 'gone'>, string> = {
  public: IMMUTABLE,
  private: 'private, no-cache',
};

/** Keys are random per upload and never reused (ADR 113), so the key identifies the bytes. */
const etagOf = (key: string) =>
  `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;

/**
 * Sends a stored image. Keys never change content (a new upload gets a new key, ADR 113), so
 * browsers may keep them for a year, and a revalidation (a forced reload, a proxy) is
 * answered 304 from the key without reading the file (ADR 096), once the store says the key
 * is still there: a 304 for a deleted photo would tell a cache to keep it another year.
 * Unknown or malformed keys are a 404, and so is the photo of an item that is `gone`: the
 * route asks its item first, on every request, the revalidations included.
 */
export async function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  access: ImageAccess = 'public',
) {
  if (!isValidKey(key) || access === 'gone') throw notFound(commonMessages.imageNotFound);
  const cacheControl = CACHE_CONTROL[access];
  const etag = etagOf(key);
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    if (!(await storage.has(key))) throw notFound(commonMessages.imageNotFound);
    return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
  }
  const object = await storage.get(key);
  if (!object) throw notFound(commonMessages.imageNotFound);
  return reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .type(object.contentType)
    .send(object.body);
}
