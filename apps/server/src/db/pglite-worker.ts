/**
 * PGlite on its own thread (ADR 102): PostgreSQL compiled to WebAssembly runs here, so that
 * the HTTP thread and the database use both cores. `pglite-session.ts` is the other end,
 * through the server's worker pool (lib/worker-pool.ts).
 */
import { workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { serveRequests } from '../lib/worker-pool';
import type { PgliteCall } from './pglite-protocol';
import { answer } from './pglite-protocol';

export type PgliteWorkerData = { dir: string };

const { dir } = workerData as PgliteWorkerData;
const opened = PGlite.create(dir, { extensions: { vector } });
// Requests that arrive while PGlite opens wait for it, in order; a failure to open fails
// each of them with its error. PGlite then queues what arrives while it is busy, in order.
opened.catch(() => {});

serveRequests<PgliteCall, unknown>(async (request) => ({
  result: await answer(await opened, request),
}));
