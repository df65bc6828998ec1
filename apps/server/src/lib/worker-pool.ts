import { parentPort } from 'node:worker_threads';
import type { Transferable, Worker } from 'node:worker_threads';

/** More work waiting than the pool holds: the caller answers 503 rather than pile up. */
export class QueueFullError extends Error {}

/**
 * An error as plain fields, which cross threads: its message and name, PostgreSQL's code,
 * constraint and detail where it has them, and the `kind` the thread names (only text and
 * numbers: what else an error carries may hold functions, which cannot cross).
 */
export type ErrorFields = { message: string; kind?: string | undefined } & Record<string, unknown>;

type Request<Q> = { id: number; request: Q };
type Reply<R> = { id: number; result: R } | { id: number; error: ErrorFields };
type Pending<R> = { resolve(result: R): void; reject(error: Error): void };

/** `error`'s plain fields (ErrorFields), with `kind` when one is given. */
export function errorFields(error: unknown, kind?: string): ErrorFields {
  const named = kind === undefined ? {} : { kind };
  if (!(error instanceof Error)) return { message: String(error), ...named };
  const fields: ErrorFields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, ...named, stack: error.stack };
}

/** A thread's error as an Error of this thread, its fields kept (`code`, `constraint`, …). */
export const reviveError = (fields: ErrorFields): Error =>
  Object.assign(new Error(fields.message), fields);

export type WorkerPool<Q, R> = {
  /** Runs `request` on a thread; `transfer` moves buffers instead of copying them. */
  run(request: Q, transfer?: Transferable[]): Promise<R>;
  close(): Promise<void>;
};

/**
 * Work on worker threads, the one way the server talks to its threads (the photo embedder,
 * the flyer renderer, the file writer, PGlite's thread): `size` threads started on first
 * use, requests handed out round-robin and answered by id, at most `queueMax` in flight
 * (more are refused with QueueFullError). A thread is held open only while it has work, so
 * an idle one never keeps a command-line run alive. A thread that dies fails its requests;
 * it is started again for the next one, or, with `restart: false` (a thread that holds
 * state, like PGlite's), every later request fails with the same error. The thread side is
 * `serveRequests`.
 */
export function createWorkerPool<Q, R>(options: {
  start: () => Worker;
  size: number;
  queueMax?: number;
  /** The error the caller sees for a thread's failure; its fields revived by default. */
  errorOf?: (fields: ErrorFields) => Error;
  restart?: boolean;
}): WorkerPool<Q, R> {
  const threads: ({ worker: Worker; pending: Map<number, Pending<R>> } | undefined)[] = [];
  const queueMax = options.queueMax ?? Infinity;
  const errorOf = options.errorOf ?? reviveError;
  let nextId = 1;
  let inFlight = 0;
  let failure: Error | undefined;

  const startThread = (slot: number) => {
    const pending = new Map<number, Pending<R>>();
    const worker = options.start();
    const fail = (error: Error) => {
      if (threads[slot]?.worker === worker) threads[slot] = undefined;
      if (options.restart === false) failure ??= error;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('message', (reply: Reply<R>) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker.unref();
      if ('error' in reply) waiting.reject(errorOf(reply.error));
      else waiting.resolve(reply.result);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`worker thread exited (${code})`)));
    return (threads[slot] = { worker, pending });
  };

  return {
    run(request, transfer = []) {
      if (failure) return Promise.reject(failure);
      if (inFlight >= queueMax) return Promise.reject(new QueueFullError());
      inFlight++;
      const id = nextId++;
      const slot = id % options.size;
      const thread = threads[slot] ?? startThread(slot);
      thread.worker.ref();
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
 * moved, not copied), or with the error's fields and `kindOf` it. A result that cannot cross
 * threads fails its request instead of leaving it waiting.
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
      port.postMessage({ id, error: errorFields(error, kindOf(error)) } satisfies Reply<R>);
    }
  });
}
