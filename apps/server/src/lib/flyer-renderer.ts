import { startModuleWorker } from './module-worker';
import type { FlyerInput } from './flyer';
import type { FlyerRequest } from './flyer-worker';
import { createWorkerPool, QueueFullError } from './worker-pool';

export type FlyerRenderer = {
  /**
   * The flyer of `version` (a report's id, last edit, photos and contact choice): from the
   * cache, from a render already under way, or drawn on the flyer thread from `input()`.
   * Rejects with QueueFullError when `inFlight` renders are under way or waiting.
   */
  render(version: string, input: () => Promise<FlyerInput>): Promise<Buffer>;
  close(): Promise<void>;
};

/** Draws a flyer somewhere: the flyer thread, or the calling thread in tests. */
export type DrawFlyer = (input: FlyerInput) => Promise<Buffer>;

/** The flyer thread (dist/lib/flyer-worker.js in the bundle), started on the first flyer. */
function flyerThread(queueMax: number) {
  const pool = createWorkerPool<FlyerRequest, Uint8Array>({
    start: () =>
      startModuleWorker(
        './lib/flyer-worker.js',
        new URL('./flyer-worker.ts', import.meta.url),
        undefined,
        import.meta.url,
      ),
    size: 1,
    queueMax,
  });
  const draw: DrawFlyer = async (input) => {
    const photos = [input.photo, ...(input.morePhotos ?? [])].map((p) => p && new Uint8Array(p));
    const [photo, ...morePhotos] = photos;
    const request = { ...input, photo, morePhotos: morePhotos.filter((p) => p !== undefined) };
    const transfer = photos.flatMap((p) => (p ? [p.buffer as ArrayBuffer] : []));
    const pdf = await pool.run(request, transfer);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  };
  return { draw, close: () => pool.close() };
}

/**
 * Flyers off the request thread, with a budget (ADR 117): drawn on one worker thread, at most
 * `inFlight` at once (waiting included), the same version drawn once however many ask, and
 * kept in memory up to `cacheBytes`, the least recently served dropped first.
 */
export function createFlyerRenderer(options: {
  inFlight: number;
  cacheBytes: number;
  /** Tests draw on their own terms; by default the flyer thread draws. */
  draw?: DrawFlyer;
}): FlyerRenderer {
  const thread = options.draw ? undefined : flyerThread(options.inFlight);
  const draw = options.draw ?? thread!.draw;
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;
  const drawing = new Map<string, Promise<Buffer>>();

  const keep = (version: string, pdf: Buffer) => {
    if (pdf.byteLength > options.cacheBytes) return;
    cache.set(version, pdf);
    cachedBytes += pdf.byteLength;
    for (const [old, kept] of cache) {
      if (cachedBytes <= options.cacheBytes) break;
      cache.delete(old);
      cachedBytes -= kept.byteLength;
    }
  };

  return {
    async render(version, input) {
      const cached = cache.get(version);
      if (cached) {
        // Served again: it moves to the end, the last to be dropped.
        cache.delete(version);
        cache.set(version, cached);
        return cached;
      }
      const under = drawing.get(version);
      if (under) return under;
      if (drawing.size >= options.inFlight) throw new QueueFullError();
      const pdf = input()
        .then(draw)
        .then((drawn) => {
          keep(version, drawn);
          return drawn;
        })
        .finally(() => drawing.delete(version));
      drawing.set(version, pdf);
      return pdf;
    },
    close: async () => thread?.close(),
  };
}
