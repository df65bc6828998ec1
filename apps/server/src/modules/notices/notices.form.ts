import type { FastifyRequest } from 'fastify';
import { formParts } from '../../lib/multipart';
import { assertNoNul } from '../../lib/text-input';

export type NoticeUpload = { buffer: Buffer; filename: string };

const uploads = new WeakMap<FastifyRequest, NoticeUpload[]>();

/**
 * preValidation for POST/PUT /api/notices: a multipart form becomes the same body a JSON
 * request has, so one contract schema validates both (ADR 011); its image parts are kept
 * aside for the service. Repeated text fields (removeFileIds) are joined with commas.
 */
export async function readNoticeForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  const files: NoticeUpload[] = [];
  for await (const part of formParts(request)) {
    if (part.type === 'file') {
      // Browsers send an empty part for an untouched file input.
      if (part.buffer.length > 0) files.push({ buffer: part.buffer, filename: part.filename });
    } else {
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? part.value : `${previous},${part.value}`;
    }
  }
  assertNoNul(fields);
  request.body = fields;
  uploads.set(request, files);
}

export const noticeUploads = (request: FastifyRequest): NoticeUpload[] =>
  uploads.get(request) ?? [];

/** A display name for an uploaded file: no path, no control characters, bounded. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(clean).slice(0, 120).join('') || 'image.jpg';
}
