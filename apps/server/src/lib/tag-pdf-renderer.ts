import { startModuleWorker } from './module-worker';
import type { TagPdfInput } from './tag-pdf';
import { createWorkerPool } from './worker-pool';

export type TagPdfRenderer = {
  /** Rejects with QueueFullError when `inFlight` PDFs are being drawn or waiting. */
  render(input: TagPdfInput): Promise<Buffer>;
  close(): Promise<void>;
};

/** Tag PDFs off the request thread, on one worker thread with a bounded queue, like flyers. */
export function createTagPdfRenderer(options: { inFlight: number }): TagPdfRenderer {
  const pool = createWorkerPool<TagPdfInput, Uint8Array>({
    start: () =>
      startModuleWorker(
        './lib/tag-pdf-worker.js',
        new URL('./tag-pdf-worker.ts', import.meta.url),
        undefined,
        import.meta.url,
      ),
    size: 1,
    queueMax: options.inFlight,
  });
  return {
    async render(input) {
      const pdf = await pool.run(input);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    close: () => pool.close(),
  };
}
