import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { PgliteSession } from '../src/db/pglite-session';
import * as schema from '../src/db/schema';
import type { Pristine } from './template-state';
import { resetToTemplate } from './template-state';

/**
 * A fresh, migrated database of its own: PGlite in memory loaded from the migrated template
 * by default, or a copy of the template database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs the suite both ways). Its close() really closes it.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteTemplate: templateBlob() });
  const name = `test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The database for a test file's app (buildTestApp): on PGlite, the one this worker process
 * keeps, put back to the template's state first, while no other app holds it; a fresh one
 * otherwise (ADR 210). Its close() hands it back. On PostgreSQL always a fresh copy.
 */
export async function borrowTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL || kept.busy) return openTestDatabase();
  kept.busy = true;
  try {
    let shared = await (kept.shared ??= keepPglite());
    if (!(await resetToTemplate(shared.pg, shared.pristine))) {
      await shared.pg.close();
      shared = await (kept.shared = keepPglite());
    }
    return onKept(shared);
  } catch (error) {
    kept.busy = false;
    kept.shared = undefined;
    throw error;
  }
}

const templateBlob = () => new Blob([fs.readFileSync(inject('pgliteTemplate'))]);

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE … TEMPLATE, again while another worker's copy still reads the template. */
async function createFromTemplate(serverUrl: string, name: string) {
  const template = inject('postgresTemplate');
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(serverUrl, `create database ${name} template ${template}`);
    } catch (error) {
      const busy = /is being accessed by other users/.test(String(error));
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

type Kept = { pg: PGlite; pristine: Pristine };

const kept: { shared?: Promise<Kept> | undefined; busy: boolean } = { busy: false };

async function keepPglite(): Promise<Kept> {
  const pg = await PGlite.create({ extensions: { vector }, loadDataDir: templateBlob() });
  return { pg, pristine: inject('pgliteTemplatePristine') };
}

/** Starts loading the worker's kept database (test/setup.ts), while the test file loads. */
export function prepareTestDatabase() {
  if (process.env.TEST_DATABASE_URL) return;
  kept.shared ??= keepPglite();
  kept.shared.catch(() => (kept.shared = undefined));
}

/** A Database on the kept PGlite: a new Drizzle each time, so no cache of the last file's app sees it. */
function onKept(shared: Kept): Database {
  const session = PgliteSession.inProcess(shared.pg);
  const db = drizzle({ client: session as unknown as PGlite, schema }) as unknown as Db;
  let open = true;
  return {
    db,
    kind: 'pglite',
    async close() {
      if (!open) return;
      open = false;
      kept.busy = false;
    },
  };
}

/** Whether the test database can create pgvector (PGlite always; a server if installed). */
export async function hasPgvector(): Promise<boolean> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return true;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query(`select 1 from pg_available_extensions where name = 'vector'`);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}
