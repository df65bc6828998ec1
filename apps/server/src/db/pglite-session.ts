import type { PGlite } from '@electric-sql/pglite';
import { startModuleWorker } from '../lib/module-worker';
import { createWorkerPool } from '../lib/worker-pool';
import type { PgliteCall, QueryResult as Result } from './pglite-protocol';
import { answer } from './pglite-protocol';
import type { PgliteWorkerData } from './pglite-worker';

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
    // One thread, never restarted: the database is open there. Its answers come in order.
    const thread = createWorkerPool<PgliteCall, unknown>({
      start: () =>
        startModuleWorker(
          './db/pglite-worker.js',
          new URL('./pglite-worker.ts', import.meta.url),
          data,
          import.meta.url,
        ),
      size: 1,
      restart: false,
    });
    // The first answer comes once PGlite has opened `dir`; a failure to open is thrown here.
    await thread.run({ kind: 'exec', sql: 'select 1' }).catch(async (error: unknown) => {
      await thread.close();
      throw error;
    });
    return new PgliteSession(
      (request) => thread.run(request),
      async () => {
        await thread.run({ kind: 'close' }).catch(() => {});
        await thread.close();
      },
    );
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
