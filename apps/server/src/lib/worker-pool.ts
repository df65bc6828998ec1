import { parentPort } from 'node:worker_threads';
import type { Transferable, Worker } from 'node:worker_threads';

/** More work waiting than the pool holds: the caller answers 503 rather than pile up. */
export class QueueFullError extends Error {}

type Request<Q> = { id: number; request: Q };
type Reply<R> = { id: number; result: R } | { id: number; error: string; kind?: string };
type Pending<R> = { resolve(result: R): void; reject(error: Error): void };

export type WorkerPool<Q, R> = {
  /** Runs `request` on a thread; `transfer` moves buffers instead of copying them. */
  run(request: Q, transfer?: Transferable[]): Promise<R>;
  close(): Promise<void>;
};

/**
 * CPU work off the request thread (the photo embedder, the flyer renderer): `size` threads
 * started on first use, requests handed out round-robin, at most `queueMax` in flight (more
 * are refused with QueueFullError). A thread that dies fails its requests and is started
 * again for the next one. The thread side is `serveRequests`.
 */
export function createWorkerPool<Q, R>(options: {
  start: () => Worker;
  size: number;
  queueMax: number;
  /** The error the caller sees for a thread's failure (its message and kind). */
  errorOf?: (reply: { error: string; kind?: string }) => Error;
}): WorkerPool<Q, R> {
  const threads: ({ worker: Worker; pending: Map<number, Pending<R>> } | undefined)[] = [];
  let nextId = 1;
  let inFlight = 0;
  const errorOf = options.errorOf ?? ((reply) => new Error(reply.error));

  const startThread = (slot: number) => {
    const pending = new Map<number, Pending<R>>();
    const worker = options.start();
    const fail = (error: Error) => {
      if (threads[slot]?.worker === worker) threads[slot] = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('message', (reply: Reply<R>) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ('error' in reply) waiting.reject(errorOf(reply));
      else waiting.resolve(reply.result);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread exited (${code})`)));
    return (threads[slot] = { worker, pending });
  };

  return {
    run(request, transfer = []) {
      if (inFlight >= options.queueMax) return Promise.reject(new QueueFullError());
      inFlight++;
      const id = nextId++;
      const slot = id % options.size;
      const thread = threads[slot] ?? startThread(slot);
      return new Promise<R>((resolve, reject) => {
        thread.pending.set(id, { resolve, reject });
        thread.worker.postMessage({ id, request } satisfies Request<Q>, transfer);
      }).finally(() => inFlight--);
    },
    async close() {
      const running = threads.splice(0).filter((thread) => thread !== undefined);
      await Promise.all(running.map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * The thread side of a pool: answers each request with `handle`'s result (its `transfer`
 * moved, not copied), or with the error's message and `kindOf` it.
 */
export function serveRequests<Q, R>(
  handle: (request: Q) => Promise<{ result: R; transfer?: Transferable[] }>,
  kindOf: (error: unknown) => string | undefined = () => undefined,
): void {
  const port = parentPort!;
  port.on('message', async ({ id, request }: Request<Q>) => {
    try {
      const { result, transfer } = await handle(request);
      port.postMessage({ id, result } satisfies Reply<R>, transfer ?? []);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ id, error: message, kind: kindOf(error) } satisfies Reply<R>);
    }
  });
}
