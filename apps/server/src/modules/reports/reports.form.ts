import { reportMessages } from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import type { UploadedFile } from '../../lib/multipart';
import { formParts } from '../../lib/multipart';
import { assertNoNul } from '../../lib/text-input';

/** The photo parts of the report form, and the repeated text field naming photos to keep. */
export const PHOTO_FIELD = 'image';
export const KEEP_FIELD = 'keepPhotos';

export type ReportForm = {
  fields: Record<string, string>;
  /** The `image` parts in the order they came: the first is the cover of a new report. */
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
 * Reads the report form whole. Files over the upload limit fail with 413 as everywhere; a
 * file part past the multipart plugin's file limit (the photo limit) is the photo-limit 400.
 * Empty file parts are ignored: browsers send one for an untouched file input.
 */
export async function readReportForm(request: FastifyRequest): Promise<ReportForm> {
  const form: ReportForm = { fields: {}, photos: [], keepPhotos: undefined };
  try {
    for await (const part of formParts(request)) {
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
    if (isFilesLimit(error)) throw badRequest(reportMessages.photoLimit, PHOTO_FIELD);
    throw error;
  }
  assertNoNul({ ...form.fields, [KEEP_FIELD]: form.keepPhotos });
  return form;
}
