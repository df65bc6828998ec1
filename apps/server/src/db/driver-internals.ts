import type { PGlite } from '@electric-sql/pglite';
import type { Query } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client';

/*
 * Every part of the database drivers that their documentation does not promise, in one
 * place (ADR 197). Each won real speed (ADR 107): PGlite asked in one pass, statements kept
 * prepared on both databases, list SQL built once per shape. A minor upgrade may change any
 * of them without a word, so the versions they were written for are pinned exactly in
 * apps/server/package.json, and test/driver-internals.test.ts fails when the installed
 * versions differ from these or when a behaviour below changes. To upgrade: install the new
 * version, run that test and the database tests on both databases, then change the pin.
 */
export const DRIVER_VERSIONS = {
  '@electric-sql/pglite': '0.5.14',
  'drizzle-orm': '0.45.4',
  pg: '8.23.1',
} as const;

/**
 * PGlite: protocol messages sent as they are (`execProtocolStream`) under its query lock
 * (`runExclusive`), so that nothing comes between them; both are PGlite's own plumbing.
 */
export const pgliteSendExclusive = (pg: PGlite, message: Uint8Array) =>
  pg.runExclusive(() => pg.execProtocolStream(message, { syncToFs: false }));

/**
 * Drizzle: a statement from SQL built once (`dialect.sqlToQuery`), run with the values of
 * its `sql.placeholder`s through the session's `prepareQuery` (behind `db._`). Drizzle's
 * public `.prepare()` exists only on its query builders, which these lists outgrow.
 */
export function drizzlePrepared<Row>(db: Db, query: Query) {
  return db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedQueryConfig>(
    query,
    undefined,
    undefined,
    false,
  );
}

/** node-postgres's `query`, in any of its forms: (text | config, values?, callback?). */
export type ClientQuery = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** node-postgres: one pooled connection's own `query`, bound to it. */
export const clientQuery = (client: pg.PoolClient): ClientQuery =>
  client.query.bind(client) as ClientQuery;

/**
 * node-postgres: one pooled connection's `query` replaced, so that every statement Drizzle
 * sends on it passes through `query` (kept-statements.ts names them).
 */
export function replaceClientQuery(client: pg.PoolClient, query: ClientQuery): void {
  client.query = query as unknown as typeof client.query;
}
