import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { startModuleWorker } from '../lib/module-worker';
import type { EmbedderInfo, ImageAnalysis } from './embedder';
import { NotAnImageError } from './embedder';
import type { WorkerReply } from './embed-worker';
import type { EmbedderChoice, EmbedderStatus, ModelRequest } from './select';
import { chooseEmbedder, loadEmbedder } from './select';

/** More photos waiting than the queue holds: the caller answers 503 rather than pile up. */
export class QueueFullError extends Error {}

export type EmbeddingService = EmbedderInfo & {
  /** Which embedder runs, and the reason when it is the fallback. */
  status: EmbedderStatus;
  analyse(image: Buffer): Promise<ImageAnalysis>;
  close(): Promise<void>;
};

type Pending = { resolve(a: ImageAnalysis): void; reject(e: Error): void };

/** dist/ai/embed-worker.js in the bundle, embed-worker.ts from src/. */
const spawn = (choice: EmbedderChoice): Worker =>
  startModuleWorker(
    './ai/embed-worker.js',
    new URL('./embed-worker.ts', import.meta.url),
    choice,
    import.meta.url,
  );

function startWorker(choice: EmbedderChoice, pending: Map<number, Pending>): Worker {
  const worker = spawn(choice);
  worker.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('error' in reply) {
      waiting.reject(reply.notAnImage ? new NotAnImageError(reply.error) : new Error(reply.error));
    } else {
      waiting.resolve({ vector: reply.vector, breedClass: reply.breedClass, coat: reply.coat });
    }
  });
  worker.on('error', (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  });
  return worker;
}

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
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let inFlight = 0;

  const guard = <T>(run: () => Promise<T>): Promise<T> => {
    if (inFlight >= options.queueMax) return Promise.reject(new QueueFullError());
    inFlight++;
    return run().finally(() => inFlight--);
  };

  if (options.workers <= 0) {
    const embedder = await loadEmbedder(choice);
    let chain: Promise<unknown> = Promise.resolve();
    return {
      ...info,
      analyse: (image) =>
        guard(() => {
          const next = chain.then(() => embedder.analyse(image));
          chain = next.catch(() => {});
          return next;
        }),
      close: () => embedder.close(),
    };
  }

  // Started on first use: most server processes and test apps never embed a photo at once.
  let workers: Worker[] = [];
  const pick = (id: number) => {
    if (!workers.length) {
      workers = Array.from({ length: options.workers }, () => startWorker(choice, pending));
    }
    return workers[id % workers.length]!;
  };
  return {
    ...info,
    analyse: (image) =>
      guard(
        () =>
          new Promise<ImageAnalysis>((resolve, reject) => {
            const id = nextId++;
            pending.set(id, { resolve, reject });
            const bytes = new Uint8Array(image);
            pick(id).postMessage({ id, image: bytes }, [bytes.buffer]);
          }),
      ),
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
