import { useState } from 'react';
import { resizePhotos } from '../../lib/resize-photo';
import type { PickerPhoto } from './photo-tile';

/** A photo as the API lists it; both paths are relative to the area's image route. */
export type StoredPhoto = { imagePath: string; thumbnailPath: string };
/** A photo on a form: one already stored (kept by its imagePath) or a new file. */
export type DraftPhoto = { id: string; stored: StoredPhoto } | { id: string; file: File };

let newPhotos = 0;

/** A form's photos in order, the stored ones first as the API lists them. */
export function useDraftPhotos(stored: StoredPhoto[] = []) {
  const [photos, setPhotos] = useState<DraftPhoto[]>(() =>
    stored.map((photo) => ({ id: photo.imagePath, stored: photo })),
  );
  const add = (files: File[]) =>
    setPhotos((current) => [
      ...current,
      ...files.map((file) => ({ id: `new-${(newPhotos += 1)}`, file })),
    ]);
  const remove = (id: string) => setPhotos((current) => current.filter((p) => p.id !== id));
  return { photos, add, remove };
}

/** What the picker shows: the stored photo's thumbnail (through `urlOf`), or the file itself. */
export const pickerPhotosOf = (
  photos: DraftPhoto[],
  urlOf: (path: string) => string | null,
): PickerPhoto[] =>
  photos.map((photo) =>
    'file' in photo
      ? { id: photo.id, file: photo.file }
      : { id: photo.id, src: urlOf(photo.stored.thumbnailPath) ?? '' },
  );

/**
 * The photo parts of a form with photos (lost, found and seen reports). On edit every kept
 * photo is named in keepPhotos (one empty value when none is kept), so the server keeps
 * exactly those, in this order; the new files follow as `image` parts, each made smaller on
 * the phone first (lib/resize-photo.ts).
 */
export async function appendDraftPhotos(
  form: FormData,
  photos: DraftPhoto[],
  editing: boolean,
): Promise<void> {
  if (editing) {
    const kept = photos.flatMap((photo) => ('stored' in photo ? [photo.stored.imagePath] : []));
    if (kept.length === 0) form.append('keepPhotos', '');
    for (const path of kept) form.append('keepPhotos', path);
  }
  const files = photos.flatMap((photo) => ('file' in photo ? [photo.file] : []));
  for (const file of await resizePhotos(files)) form.append('image', file);
}
