import { workerData } from 'node:worker_threads';
import { serveRequests } from '../lib/worker-pool';
import type { ImageAnalysis } from './embedder';
import { NOT_AN_IMAGE, NotAnImageError } from './embedder';
import type { EmbedderChoice } from './select';
import { loadEmbedder } from './select';

/** One embedder per thread: decoding and inference stay off the request thread. */
const ready = loadEmbedder(workerData as EmbedderChoice);

serveRequests<Uint8Array, ImageAnalysis>(
  async (image) => {
    const embedder = await ready;
    const result = await embedder.analyse(
      Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    );
    return { result, transfer: [result.vector.buffer as ArrayBuffer] };
  },
  (error) => (error instanceof NotAnImageError ? NOT_AN_IMAGE : undefined),
);
