/**
 * PGlite on its own thread (ADR 102): PostgreSQL compiled to WebAssembly runs here, so that
 * the HTTP thread and the database use both cores. `pglite-thread.ts` is the other end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';

export type PgliteWorkerData = { dir: string };
export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'close' };
export type PgliteReply =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { ready: true }
  | { failed: Record<string, unknown> };

const raw = (value: string) => value;
/**
 * Drizzle's PGlite driver asks for these types as PostgreSQL's text and parses them itself;
 * functions cannot cross threads, so they are applied here (drizzle-orm/pglite/session.js).
 */
const DRIZZLE_PARSERS = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, raw]),
);

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

async function answer(pg: PGlite, request: PgliteRequest): Promise<unknown> {
  if (request.kind === 'query') {
    const options = { rowMode: request.rowMode, parsers: DRIZZLE_PARSERS };
    return pg.query(request.sql, request.params, options);
  }
  if (request.kind === 'exec') return pg.exec(request.sql);
  await pg.close();
  return null;
}

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
