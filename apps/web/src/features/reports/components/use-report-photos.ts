import type { ReportPhoto } from '@chajul/contracts';
import { reportImageUrl } from '@chajul/contracts';
import { useState } from 'react';
import type { PickerPhoto } from '../../../components/ui/photo-picker';
import { resizePhotos } from '../../../lib/resize-photo';

/** A photo on the form: one the report already has (kept by its imagePath) or a new file. */
export type DraftPhoto = { id: string; stored: ReportPhoto } | { id: string; file: File };

let newPhotos = 0;

/** The form's photos in order, the stored ones first as the API lists them. */
export function useReportPhotos(stored: ReportPhoto[] = []) {
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

/** What the picker shows: the stored photo's thumbnail, or the new file itself. */
export const pickerPhotos = (photos: DraftPhoto[]): PickerPhoto[] =>
  photos.map((photo) =>
    'file' in photo
      ? { id: photo.id, file: photo.file }
      : { id: photo.id, src: reportImageUrl(photo.stored.thumbnailPath) ?? '' },
  );

/**
 * The photo parts of the report form. On edit every kept photo is named in keepPhotos (one
 * empty value when none is kept), so the server keeps exactly those, in this order; the new
 * files follow as `image` parts, the first of them the cover when nothing is kept, each
 * made smaller on the phone first (lib/resize-photo.ts).
 */
export async function appendPhotos(
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
