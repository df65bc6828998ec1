import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../errors';
import { assertNoNul } from './text-input';

export type UploadedFile = { buffer: Buffer; filename: string; mimetype: string };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * Reads a multipart form whole. Files over the upload limit fail with 413 (a truncated
 * file is never accepted); empty file parts are ignored, as browsers send one for an
 * untouched file input.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (buffer.length > 0) {
        form.files[part.fieldname] = { buffer, filename: part.filename, mimetype: part.mimetype };
      }
    } else if (typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  assertNoNul(form.fields);
  return form;
}

/** Validates multipart text fields with a contract schema: 400 with the first message. */
export function parseFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message, issue?.path.join('.') || undefined);
}
