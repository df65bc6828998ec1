import { REPORT_PHOTO_LIMIT, reportMessages } from '@chajul/contracts';
import { badRequest } from '../../errors';
import { deleteImage, saveImage } from '../../lib/image-store';
import type { UploadedFile } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { imagePathOf } from './reports.mapper';
import { KEEP_FIELD, PHOTO_FIELD } from './reports.form';
import type { PhotoKeys } from './reports.repository';

const IMAGE_AREA = 'reports';

export function assertPhotoCount(count: number): void {
  if (count > REPORT_PHOTO_LIMIT) throw badRequest(reportMessages.photoLimit, PHOTO_FIELD);
}

/**
 * The stored photos that stay when `adding` new ones arrive, checked against the limit.
 * keepPhotos names them by the imagePath the API gave, in the wanted order; without it a
 * new photo replaces them all (what clients sending one `image` expect) and none keeps all.
 */
export function keptPhotos(
  current: PhotoKeys[],
  keepPhotos: string[] | undefined,
  adding: number,
): PhotoKeys[] {
  const kept = keepPhotos === undefined ? (adding > 0 ? [] : current) : pick(current, keepPhotos);
  assertPhotoCount(kept.length + adding);
  return kept;
}

function pick(current: PhotoKeys[], keepPhotos: string[]): PhotoKeys[] {
  if (new Set(keepPhotos).size !== keepPhotos.length) {
    throw badRequest(reportMessages.keepPhotoTwice, KEEP_FIELD);
  }
  const byPath = new Map(current.map((photo) => [imagePathOf(photo.imageKey), photo]));
  return keepPhotos.map((path) => {
    const photo = byPath.get(path);
    if (!photo) throw badRequest(reportMessages.keepPhotoUnknown, KEEP_FIELD);
    return photo;
  });
}

/** Photos of `before` that are not in `after`: their files go once the change is saved. */
export const droppedPhotos = (before: PhotoKeys[], after: PhotoKeys[]) =>
  before.filter((photo) => !after.some((kept) => kept.imageKey === photo.imageKey));

export async function deletePhotos(storage: Storage, photos: PhotoKeys[]): Promise<void> {
  for (const photo of photos) {
    await deleteImage(storage, { key: photo.imageKey, thumbnailKey: photo.thumbnailKey });
  }
}

/**
 * Stores the uploads one after another (each re-encoded without EXIF, with a thumbnail).
 * When one is refused (not an image: 415) the ones already stored are removed again.
 */
export async function savePhotos(storage: Storage, files: UploadedFile[]): Promise<PhotoKeys[]> {
  const saved: PhotoKeys[] = [];
  try {
    for (const file of files) {
      const image = await saveImage(storage, IMAGE_AREA, file.buffer);
      saved.push({ imageKey: image.key, thumbnailKey: image.thumbnailKey });
    }
  } catch (error) {
    await deletePhotos(storage, saved);
    throw error;
  }
  return saved;
}
