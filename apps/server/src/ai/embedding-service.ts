import type { FastifyBaseLogger } from 'fastify';
import { startModuleWorker } from '../lib/module-worker';
import { createWorkerPool, QueueFullError } from '../lib/worker-pool';
import type { EmbedderInfo, ImageAnalysis } from './embedder';
import { NOT_AN_IMAGE, NotAnImageError } from './embedder';
import type { EmbedderChoice, EmbedderStatus, ModelRequest } from './select';
import { chooseEmbedder, loadEmbedder } from './select';

export { QueueFullError };

export type EmbeddingService = EmbedderInfo & {
  /** Which embedder runs, and the reason when it is the fallback. */
  status: EmbedderStatus;
  analyse(image: Buffer): Promise<ImageAnalysis>;
  close(): Promise<void>;
};

/** dist/ai/embed-worker.js in the bundle, embed-worker.ts from src/. */
const spawn = (choice: EmbedderChoice) =>
  startModuleWorker(
    './ai/embed-worker.js',
    new URL('./embed-worker.ts', import.meta.url),
    choice,
    import.meta.url,
  );

/**
 * The embedder behind a bounded queue. The model is loaded and checked here, at start (see
 * openEmbedder); with `workers` > 0 photos are then embedded on worker threads, round-robin;
 * with 0 they run in this thread, one at a time (CLI, benchmarks).
 */
export async function createEmbeddingService(options: {
  request: ModelRequest;
  workers: number;
  queueMax: number;
  log?: FastifyBaseLogger | undefined;
}): Promise<EmbeddingService> {
  const { choice, status } = await chooseEmbedder(options.request);
  const info: EmbedderInfo & { status: EmbedderStatus } = {
    model: status.model,
    version: status.version,
    dim: status.dim,
    status,
  };
  if (status.problem) {
    options.log?.warn(
      { model: status.problem.model, reason: status.problem.reason },
      `photo search: model ${status.problem.model} cannot be used (${status.problem.reason}); using the model-free colour/texture fallback`,
    );
  } else {
    options.log?.info({ model: info.model, version: info.version }, 'photo search embedder');
  }
  if (options.workers <= 0) {
    const embedder = await loadEmbedder(choice);
    let inFlight = 0;
    let chain: Promise<unknown> = Promise.resolve();
    return {
      ...info,
      analyse(image) {
        if (inFlight >= options.queueMax) return Promise.reject(new QueueFullError());
        inFlight++;
        const next = chain.then(() => embedder.analyse(image));
        chain = next.catch(() => {});
        return next.finally(() => inFlight--);
      },
      close: () => embedder.close(),
    };
  }

  // Threads start on first use: most server processes and test apps never embed a photo.
  const pool = createWorkerPool<Uint8Array, ImageAnalysis>({
    start: () => spawn(choice),
    size: options.workers,
    queueMax: options.queueMax,
    errorOf: ({ message, kind }) =>
      kind === NOT_AN_IMAGE ? new NotAnImageError(message) : new Error(message),
  });
  return {
    ...info,
    analyse(image) {
      const bytes = new Uint8Array(image);
      return pool.run(bytes, [bytes.buffer]);
    },
    close: () => pool.close(),
  };
}
