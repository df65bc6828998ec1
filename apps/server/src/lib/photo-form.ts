import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import type { UploadedFile } from './multipart';
import { formParts } from './multipart';
import { assertNoNul } from './text-input';

/** The photo parts of a form with photos, and the repeated text field naming photos to keep. */
export const PHOTO_FIELD = 'image';
export const KEEP_FIELD = 'keepPhotos';
/** What a route that reads a form with photos declares it consumes. */
export const PHOTO_FORM = ['multipart/form-data'];

/** A form of text fields and up to a few photos: lost reports, found and seen reports. */
export type PhotoForm = {
  fields: Record<string, string>;
  /** The `image` parts in the order they came: the first is the cover of a new post. */
  photos: UploadedFile[];
  /**
   * The imagePaths of the stored photos to keep, in the wanted order; undefined when the
   * client sent no keepPhotos field at all (older clients: a new photo replaces them all).
   * Blank values are dropped, so one empty keepPhotos means "keep none".
   */
  keepPhotos: string[] | undefined;
};

const isFilesLimit = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'FST_FILES_LIMIT';

/**
 * Reads the form whole. Files over the upload limit fail with 413 as everywhere; a file part
 * past the multipart plugin's file limit (the photo limit) is a 400 with `photoLimit`.
 * Empty file parts are ignored: browsers send one for an untouched file input.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  photoLimit: string,
  maxPhotos?: number,
): Promise<PhotoForm> {
  const form: PhotoForm = { fields: {}, photos: [], keepPhotos: undefined };
  try {
    for await (const part of formParts(request, maxPhotos)) {
      if (part.type === 'file') {
        const { buffer, filename, mimetype } = part;
        if (buffer.length > 0 && part.fieldname === PHOTO_FIELD) {
          form.photos.push({ buffer, filename, mimetype });
        }
      } else if (part.fieldname === KEEP_FIELD) {
        form.keepPhotos ??= [];
        if (part.value.trim() !== '') form.keepPhotos.push(part.value.trim());
      } else {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isFilesLimit(error)) throw badRequest(photoLimit, PHOTO_FIELD);
    throw error;
  }
  assertNoNul({ ...form.fields, [KEEP_FIELD]: form.keepPhotos });
  return form;
}
