import type { TagPdfInput } from './tag-pdf';
import { renderTagPdf } from './tag-pdf';
import { serveRequests } from './worker-pool';

/** Draws QR 인식표 PDFs on their own thread, as flyers are drawn (ADR 117, 252). */
serveRequests<TagPdfInput, Uint8Array>(async (request) => {
  const bytes = new Uint8Array(await renderTagPdf(request));
  return { result: bytes, transfer: [bytes.buffer] };
});
