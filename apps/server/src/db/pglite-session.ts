import type { PGlite } from '@electric-sql/pglite';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../lib/module-worker';
import type { PgliteCall, QueryResult as Result } from './pglite-protocol';
import { answer } from './pglite-protocol';
import type { PgliteReply, PgliteWorkerData } from './pglite-worker';

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Sender = (request: PgliteCall) => Promise<unknown>;

/** What Drizzle's PGlite driver calls on its client, and on a transaction's. */
export type PgliteClient = {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<Result>;
  exec(sql: string): Promise<Result[]>;
};

const revive = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message)), fields);

/**
 * PGlite behind the part of its API that Drizzle uses (`query`, `exec`, `transaction`), on
 * the calling thread or on its own (ADR 102), each query asked in one pass (ADR 107).
 * PGlite has one connection, so while a transaction is open every other query waits for it.
 */
export class PgliteSession implements PgliteClient {
  /** Settles when the transaction running now (if any) ends; the next one waits for it. */
  private transactionDone: Promise<void> = Promise.resolve();
  private inTransaction = false;

  private constructor(
    private readonly send: Sender,
    private readonly stop: () => Promise<void>,
  ) {}

  /** PGlite on the calling thread. */
  static inProcess(pg: PGlite): PgliteSession {
    return new PgliteSession(
      (request) => answer(pg, request),
      () => pg.close(),
    );
  }

  /** Opens `dir` on a new thread; resolves once PGlite has started there. */
  static async onThread(dir: string): Promise<PgliteSession> {
    const data: PgliteWorkerData = { dir };
    const worker = startModuleWorker(
      './db/pglite-worker.js',
      new URL('./pglite-worker.ts', import.meta.url),
      data,
      import.meta.url,
    );
    await new Promise<void>((resolve, reject) => {
      const stopped = (code: number) => reject(new Error(`the PGlite thread stopped (${code})`));
      const onMessage = (reply: PgliteReply) => {
        if ('ready' in reply) resolve();
        if ('failed' in reply) reject(revive(reply.failed));
        worker.off('message', onMessage).off('error', reject).off('exit', stopped);
      };
      worker.on('message', onMessage).on('error', reject).on('exit', stopped);
    });
    const thread = new PgliteThread(worker);
    return new PgliteSession(thread.send, () => thread.close());
  }

  /** Outside a transaction at once; during one, after it. */
  private async outside<T>(run: () => Promise<T>): Promise<T> {
    while (this.inTransaction) await this.transactionDone;
    return run();
  }

  query(sql: string, params: unknown[] = [], options?: { rowMode?: 'array' | 'object' }) {
    const rowMode = options?.rowMode ?? 'object';
    return this.outside(() =>
      this.send({ kind: 'query', sql, params, rowMode }),
    ) as Promise<Result>;
  }

  exec(sql: string) {
    return this.outside(() => this.send({ kind: 'exec', sql })) as Promise<Result[]>;
  }

  /** BEGIN … COMMIT on the one connection, with nothing else in between. */
  async transaction<T>(run: (tx: PgliteClient) => Promise<T>): Promise<T> {
    // No await between the check and taking it: two waiters cannot both get through.
    while (this.inTransaction) await this.transactionDone;
    this.inTransaction = true;
    let end = () => {};
    this.transactionDone = new Promise((resolve) => (end = resolve));
    const tx: PgliteClient = {
      query: (sql, params = [], options) =>
        this.send({
          kind: 'query',
          sql,
          params,
          rowMode: options?.rowMode ?? 'object',
        }) as Promise<Result>,
      exec: (sql) => this.send({ kind: 'exec', sql }) as Promise<Result[]>,
    };
    // Not awaited: PGlite answers in order, so the first statement follows BEGIN in the same
    // turn instead of one round trip later, while every other query waits. BEGIN only fails
    // when PGlite has stopped, and then so does everything after it.
    const begun = tx.query('BEGIN');
    begun.catch(() => {});
    try {
      const result = await run(tx);
      await begun;
      await tx.query('COMMIT');
      return result;
    } catch (error) {
      await tx.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      this.inTransaction = false;
      end();
    }
  }

  close(): Promise<void> {
    return this.stop();
  }
}

/** Messages to PGlite's thread and its answers, which come in the order asked. */
class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteReply) => {
      if (!('id' in reply)) return;
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      // An idle worker must not keep a command-line run alive (`npm run sync` ends by itself).
      if (this.pending.size === 0) worker.unref();
      if ('error' in reply) waiting?.reject(revive(reply.error));
      else waiting?.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the PGlite thread stopped (exit code ${code})`)));
  }

  send: Sender = (request) => {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  };

  async close(): Promise<void> {
    if (!this.failure) await this.send({ kind: 'close' });
    await this.worker.terminate();
  }
}
