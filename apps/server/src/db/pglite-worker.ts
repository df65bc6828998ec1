/**
 * PGlite on its own thread (ADR 102): PostgreSQL compiled to WebAssembly runs here, so that
 * the HTTP thread and the database use both cores. `pglite-session.ts` is the other end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { PgliteRequest } from './pglite-protocol';
import { answer } from './pglite-protocol';

export type PgliteWorkerData = { dir: string };
export type PgliteReply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { ready: true }
  | { failed: Record<string, unknown> };

/**
 * An error as plain fields: PostgreSQL's code, constraint and detail survive the crossing.
 * Only text and numbers: the query options PGlite attaches hold functions, which cannot.
 */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, stack: error.stack };
}

const port = parentPort!;
const { dir } = workerData as PgliteWorkerData;

PGlite.create(dir, { extensions: { vector } }).then(
  (pg) => {
    // PGlite queues what arrives while it is busy, in order: no queue is needed here.
    port.on('message', (request: PgliteRequest) => {
      const fail = (error: unknown) => port.postMessage({ id: request.id, error: plain(error) });
      answer(pg, request).then((result) => {
        // A value that cannot cross threads must fail its query, not leave it waiting.
        try {
          port.postMessage({ id: request.id, result });
        } catch (error) {
          fail(error);
        }
      }, fail);
    });
    port.postMessage({ ready: true });
  },
  (error: unknown) => port.postMessage({ failed: plain(error) }),
);
