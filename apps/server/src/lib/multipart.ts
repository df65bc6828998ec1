import { commonMessages } from '@chajul/contracts';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';
import { assertNoNul } from './text-input';

export type UploadedFile = { buffer: Buffer; filename: string; mimetype: string };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/** One part of a multipart body, a file already read whole. */
export type FormPart =
  | ({ type: 'file'; fieldname: string } & UploadedFile)
  | { type: 'field'; fieldname: string; value: string };

/**
 * A body that breaks off (the client closed, a proxy cut it) or is not multipart inside: the
 * parser's own errors are plain `Error`s and were a 500 (issue 17). The multipart plugin's
 * limit errors keep their 413 and codes, so callers can still tell them apart.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_MP_PREMATURE_CLOSE' || typeof statusCode !== 'number') {
    return badRequest(commonMessages.bodyIncomplete);
  }
  return error;
}

/**
 * The parts of a multipart request in order, each file read into memory (nothing is written
 * to disk before the whole body has arrived and passed its checks). Every upload route reads
 * its form through here.
 */
export async function* formParts(
  request: FastifyRequest,
  /** More photos than the app's default of five (우리 아이's ten, ADR 251). */
  maxFiles?: number,
): AsyncGenerator<FormPart> {
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts =
      maxFiles === undefined ? request.parts() : request.parts({ limits: { files: maxFiles } });
  } catch (error) {
    throw asClientError(error);
  }
  for (;;) {
    let part: FormPart | undefined;
    try {
      const next = await parts.next();
      if (next.done) return;
      part = await readPart(next.value);
    } catch (error) {
      throw asClientError(error);
    }
    if (part) yield part;
  }
}

async function readPart(part: Multipart): Promise<FormPart | undefined> {
  const { fieldname } = part;
  if (part.type === 'file') {
    const { filename, mimetype } = part;
    return { type: 'file', fieldname, filename, mimetype, buffer: await part.toBuffer() };
  }
  // A part sent as application/json arrives parsed; our forms only have text fields.
  return typeof part.value === 'string'
    ? { type: 'field', fieldname, value: part.value }
    : undefined;
}

/**
 * Reads a multipart form whole. Files over the upload limit fail with 413 (a truncated
 * file is never accepted); empty file parts are ignored, as browsers send one for an
 * untouched file input.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: {} };
  for await (const part of formParts(request)) {
    if (part.type === 'field') form.fields[part.fieldname] = part.value;
    else if (part.buffer.length > 0) {
      form.files[part.fieldname] = {
        buffer: part.buffer,
        filename: part.filename,
        mimetype: part.mimetype,
      };
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
