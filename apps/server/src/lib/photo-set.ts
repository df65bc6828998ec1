import { badRequest } from '../errors';
import { deleteImage, saveImage } from './image-store';
import { KEEP_FIELD, PHOTO_FIELD } from './photo-form';
import type { UploadedFile } from './multipart';
import type { Storage } from './storage';

export type PhotoKeys = { imageKey: string; thumbnailKey: string };

/** What differs between the kinds of posts with photos: where they live and the words. */
export type PhotoRules = {
  /** The storage prefix, which is also what their image route serves. */
  area: string;
  limit: number;
  messages: { photoLimit: string; keepPhotoUnknown: string; keepPhotoTwice: string };
};

/** imagePath is appended to the area's image route, so it is the storage key with a slash. */
export const imagePathOf = (key: string) => `/${key}`;

/** The cover columns of a row as a photo list. */
export const coverOf = (row: { imageKey: string | null; thumbnailKey: string | null }) =>
  row.imageKey && row.thumbnailKey
    ? [{ imageKey: row.imageKey, thumbnailKey: row.thumbnailKey }]
    : [];

/** Photos of `before` that are not in `after`: their files go once the change is saved. */
export const droppedPhotos = (before: PhotoKeys[], after: PhotoKeys[]) =>
  before.filter((photo) => !after.some((kept) => kept.imageKey === photo.imageKey));

export async function deletePhotos(storage: Storage, photos: PhotoKeys[]): Promise<void> {
  for (const photo of photos) {
    await deleteImage(storage, { key: photo.imageKey, thumbnailKey: photo.thumbnailKey });
  }
}

/** The photo list rules of one kind of post: a limit, the keep list, storing and removing. */
export function photoSet(rules: PhotoRules) {
  const { messages } = rules;
  function assertCount(count: number, limit = rules.limit): void {
    if (count > limit) throw badRequest(messages.photoLimit, PHOTO_FIELD);
  }

  function pick(current: PhotoKeys[], keepPhotos: string[]): PhotoKeys[] {
    if (new Set(keepPhotos).size !== keepPhotos.length) {
      throw badRequest(messages.keepPhotoTwice, KEEP_FIELD);
    }
    const byPath = new Map(current.map((photo) => [imagePathOf(photo.imageKey), photo]));
    return keepPhotos.map((path) => {
      const photo = byPath.get(path);
      if (!photo) throw badRequest(messages.keepPhotoUnknown, KEEP_FIELD);
      return photo;
    });
  }

  function kept(current: PhotoKeys[], keepPhotos: string[] | undefined, adding: number) {
    const keep = keepPhotos === undefined ? (adding > 0 ? [] : current) : pick(current, keepPhotos);
    assertCount(keep.length + adding, Math.max(rules.limit, current.length));
    return keep;
  }

  async function save(storage: Storage, files: UploadedFile[]): Promise<PhotoKeys[]> {
    const saved: PhotoKeys[] = [];
    try {
      for (const file of files) {
        const image = await saveImage(storage, rules.area, file.buffer);
        saved.push({ imageKey: image.key, thumbnailKey: image.thumbnailKey });
      }
    } catch (error) {
      await deletePhotos(storage, saved);
      throw error;
    }
    return saved;
  }

  return {
    assertCount,
    /**
     * The stored photos that stay when `adding` new ones arrive, checked against the limit.
     * keepPhotos names them by the imagePath the API gave, in the wanted order; without it a
     * new photo replaces them all (what clients sending one `image` expect) and none keeps all.
     * A post that already holds more than the limit (a lost report made from a profile's up to
     * ten photos, ADR 253) may keep them all and swap some: an edit never has to drop photos,
     * but it cannot grow the post past the larger of the two.
     */
    kept,
    /**
     * Stores the uploads one after another (each re-encoded without EXIF, with a thumbnail).
     * When one is refused (not an image: 415) the ones already stored are removed again.
     */
    save,
    /**
     * A post's edit with its photo change (ADR 132), the same for every kind of post: checked
     * first (a bad keep list or too many photos stores nothing), the uploads stored, then
     * `update` saves the row with, when the photos change, the kept ones and then the new, as
     * worked out from the photos it holds under its row lock; the files of the photos dropped
     * go after. The uploads go again when the update fails or finds no post (then false).
     */
    async edit(
      storage: Storage,
      current: PhotoKeys[],
      { keepPhotos, photos }: { keepPhotos: string[] | undefined; photos: UploadedFile[] },
      update: (
        next: ((now: PhotoKeys[]) => PhotoKeys[]) | undefined,
      ) => Promise<{ before: PhotoKeys[]; after: PhotoKeys[] } | undefined>,
    ): Promise<boolean> {
      kept(current, keepPhotos, photos.length);
      const added = await save(storage, photos);
      const changes = keepPhotos !== undefined || added.length > 0;
      const next = changes
        ? (now: PhotoKeys[]) => [...kept(now, keepPhotos, added.length), ...added]
        : undefined;
      const saved = await update(next).catch(async (error: unknown) => {
        await deletePhotos(storage, added);
        throw error;
      });
      if (!saved) {
        await deletePhotos(storage, added);
        return false;
      }
      await deletePhotos(storage, droppedPhotos(saved.before, saved.after));
      return true;
    },
  };
}
