import { parentPort, workerData } from 'node:worker_threads';
import type { Embedder } from './embedder';
import { NotAnImageError } from './embedder';
import type { EmbedderChoice } from './select';
import { loadEmbedder } from './select';

export type WorkerRequest = { id: number; image: Uint8Array };
export type WorkerReply =
  | { id: number; vector: Float32Array; breedClass: number | null; coat: string }
  | { id: number; error: string; notAnImage: boolean };

/** One embedder per thread: decoding and inference stay off the request thread. */
const ready: Promise<Embedder> = loadEmbedder(workerData as EmbedderChoice);
const port = parentPort!;

port.on('message', async ({ id, image }: WorkerRequest) => {
  try {
    const embedder = await ready;
    const result = await embedder.analyse(
      Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    );
    port.postMessage({ id, ...result } satisfies WorkerReply, [
      result.vector.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    port.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
      notAnImage: error instanceof NotAnImageError,
    } satisfies WorkerReply);
  }
});
