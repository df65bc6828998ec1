import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { keepStatements } from './kept-statements';
import type { LockOwner } from './pglite-lock';
import { lockPgliteDir } from './pglite-lock';
import { PgliteSession } from './pglite-session';
import * as schema from './schema';

/** One type for both drivers: the code above the repository layer never knows which it has. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's address (the job queue opens its own connections); none on PGlite. */
  url?: string;
  close(): Promise<void>;
};

/** Any number will do as long as every process uses the same one. */
const MIGRATION_LOCK = 7_303_011;

/**
 * Opens the database and applies the committed migrations (docs/design.md §2).
 * `url` selects a PostgreSQL server; otherwise PGlite keeps its files in `pgliteDir`,
 * or in memory when that is undefined (tests).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  pgliteDir?: string | undefined;
  /** A PGlite data directory dump for an in-memory database to start from (the tests). */
  pgliteTemplate?: Blob | undefined;
  /** Who opens `pgliteDir`: named when another process is refused it (ADR 098). */
  owner?: LockOwner | undefined;
  /** `worker`: PGlite on its own thread (ADR 102); the caller's thread otherwise. */
  thread?: 'main' | 'worker' | undefined;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  if (!options.pgliteDir) return openPglite(undefined, options.pgliteTemplate);
  const dir = options.pgliteDir;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // One process per directory: a second PGlite on the same files loses writes (ADR 098).
  const unlock = await lockPgliteDir(dir, options.owner ?? { kind: 'server' });
  try {
    const database =
      options.thread === 'worker'
        ? await openPgliteThread(dir)
        : await openPglite(dir, options.pgliteTemplate);
    const close = database.close;
    return { ...database, close: () => close().finally(unlock) };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(dir: string | undefined, template: Blob | undefined): Promise<Database> {
  // pgvector is loadable, not installed: photo search creates it when it starts (ADR 051).
  const pg = await PGlite.create(dir, {
    extensions: { vector },
    ...(template ? { loadDataDir: template } : {}),
  });
  return drizzleOn(PgliteSession.inProcess(pg));
}

/**
 * PGlite served from its own thread, so that HTTP and SQL can use two cores (ADR 102): each
 * query then costs two messages between the threads.
 */
async function openPgliteThread(dir: string): Promise<Database> {
  return drizzleOn(await PgliteSession.onThread(dir));
}

async function drizzleOn(client: PgliteSession): Promise<Database> {
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<Database> {
  // Loaded only here: PGlite's runs (the default, and the tests) never read these ~100 files.
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A connection is held until this busy thread reads its answer, not only while the
  // server works: with 10, logged-in writes under bench:load waited ~100 ms for one (ADR
  // 096). Two web processes and a worker stay well inside PostgreSQL's 100 connections.
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection that the server ends (a restart, a failover, a dropped database) is
  // already removed from the pool when this fires, and the next query opens a new one.
  // Without a listener Node treats the error as uncaught and the whole process stops.
  pool.on('error', () => {});
  // Each connection keeps Drizzle's repeated statements prepared (ADR 107).
  pool.on('connect', keepStatements);
  const db = drizzlePg({ client: pool, schema });
  // Several server processes may start at once: only one migrates at a time.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lockClient, schema }), {
      migrationsFolder: migrationsDir,
    });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', url, close: () => pool.end() };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
