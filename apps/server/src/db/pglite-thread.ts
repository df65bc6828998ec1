import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../lib/module-worker';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-worker';

type Result = { rows: unknown[]; fields: unknown[]; affectedRows?: number };
type Pending = { resolve(value: unknown): void; reject(error: Error): void };
type Sender = (request: DistributiveOmit<PgliteRequest, 'id'>) => Promise<unknown>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

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
 * PGlite on a worker thread, behind the part of PGlite's API that Drizzle uses (ADR 102).
 * Queries are posted at once and answered in order. PGlite has one connection, so while a
 * transaction is open every other query waits for it, as PGlite itself does in one thread.
 */
export class PgliteThread implements PgliteClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | undefined;
  /** Settles when the transaction running now (if any) ends; the next one waits for it. */
  private transactionDone: Promise<void> = Promise.resolve();
  private inTransaction = false;

  private constructor(private readonly worker: Worker) {
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

  /** Opens `dir` on a new thread; resolves once PGlite has started there. */
  static async start(dir: string): Promise<PgliteThread> {
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
    return new PgliteThread(worker);
  }

  private send: Sender = (request) => {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  };

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
    try {
      await tx.query('BEGIN');
      const result = await run(tx);
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

  async close(): Promise<void> {
    if (!this.failure) await this.send({ kind: 'close' });
    await this.worker.terminate();
  }
}
