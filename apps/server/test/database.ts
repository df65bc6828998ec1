import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { PgliteSession } from '../src/db/pglite-session';
import * as schema from '../src/db/schema';
import { migrationsDir } from '../src/paths';
import { pristineOf, resetToTemplate } from './template-state';
import type { Pristine } from './template-state';
import type { Kept } from './kept-database';
import { kept, keepPglite, pgliteTemplateBlob, provided } from './kept-database';
import { cachedPgliteTemplate, cacheDir, templateFile } from './template-cache';

/*
 * Every database the tests (and the benches that start servers) make, in one place (ADR 210,
 * ADR 238):
 * - the migrated templates, made once per run by test/global-setup.ts;
 * - a test file's database (borrowTestDatabase) and a database of its own (openTestDatabase);
 * - databases on a PostgreSQL server, created (from a template or empty) and dropped
 *   (createServerDatabase), for the above, child servers (child-server.ts) and benches
 *   (bench/bursts-stack.ts).
 * Nothing here imports vitest at the top: global setup and the benches load this module too.
 */

// ---------------------------------------------------------------------------------------------
// Databases on a PostgreSQL server

/** One statement on the server's admin database, on a connection of its own. */
async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database on a PostgreSQL server: its URL, and drop() with its connections cut. */
export type ServerDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * Creates a database named `<prefix>_<random>` on the server at `serverUrl`: empty (the app
 * then migrates it from nothing), or a copy of `template`. A copy is retried while another
 * connection still reads the template (another worker's copy starting at the same moment):
 * PostgreSQL refuses it then with "is being accessed by other users".
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  { template }: { template?: string | undefined } = {},
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const create = `create database ${name}${template ? ` template ${template}` : ''}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, create);
      break;
    } catch (error) {
      const busy = /is being accessed by other users/.test(String(error));
      if (!template || !busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
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

// ---------------------------------------------------------------------------------------------
// The migrated templates (test/global-setup.ts, once per run)

/**
 * The dump of a migrated PGlite database, and what a reset puts back (template-state.ts).
 * Creating a database runs initdb (~4 s), so the dump is kept in .cache/test under the hash
 * of the migrations and of PGlite's version: a new migration makes a new one.
 */
export async function pgliteTemplate(): Promise<{ file: string; pristine: Pristine }> {
  const cached = cachedPgliteTemplate();
  if (cached) return cached;
  const file = templateFile();
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await PGlite.create({ extensions: { vector } });
  await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  const pristine = await pristineOf(client);
  const { rows: others } = await client.query<{ oid: number }>(
    `select oid from pg_database where datname <> current_database()`,
  );
  const dump = await client.dumpDataDir('none');
  await client.close();
  fs.mkdirSync(cacheDir, { recursive: true });
  // Templates of other migrations go once unused for a day: a run of another working tree
  // (other migrations) may be reading one now; removing it at once failed its files (ENOENT).
  for (const old of fs.readdirSync(cacheDir)) {
    const oldFile = path.join(cacheDir, old);
    if (!old.startsWith('pglite-template-') || old.startsWith(path.basename(file))) continue;
    const used = fs.statSync(oldFile.replace(/\.json$/, ''), { throwIfNoEntry: false });
    if (!used || Date.now() - used.mtimeMs > 24 * 3600_000) fs.rmSync(oldFile, { force: true });
  }
  // Written aside and renamed: another run may be reading or writing the same key.
  const write = (target: string, data: string | Buffer) => {
    const partial = `${target}.${process.pid}.partial`;
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, target);
  };
  write(`${file}.json`, JSON.stringify(pristine));
  write(
    file,
    withoutDirs(
      new Uint8Array(await dump.arrayBuffer()),
      others.map((d) => `/base/${d.oid}/`),
    ),
  );
  return { file, pristine };
}

/**
 * A tar without the entries under `dirs`. The template leaves out template0's and
 * template1's files, which PGlite never opens (it connects to `postgres`): a test
 * database then starts from 450 files, not 1,370, and loads ~0.2 s sooner.
 */
function withoutDirs(tar: Uint8Array, dirs: string[]): Buffer {
  const kept: Uint8Array[] = [];
  const text = (from: number, length: number) =>
    Buffer.from(tar.subarray(from, from + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    const name = text(at, 100);
    if (!name) break;
    const prefix = text(at + 345, 155);
    const size = Number.parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const full = prefix ? `${prefix}/${name}` : name;
    if (!dirs.some((dir) => full.startsWith(dir) || `${full}/` === dir)) {
      kept.push(tar.subarray(at, end));
    }
    at = end;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}

/**
 * A database on the server, migrated and with pg-boss's schema in it as the app's queue
 * (src/jobs/boss-queue.ts) creates it on start: every test app's database is a copy of it.
 */
export async function postgresTemplate(serverUrl: string): Promise<ServerDatabase> {
  const template = await createServerDatabase(serverUrl, 'test_template');
  const database = await openDatabase({ url: template.url });
  // pg-boss's schema and every job's queue (a partition with its indexes each), which an app
  // would otherwise make on every copy: ~0.3 s of each test app's start.
  const { createBossQueue } = await import('../src/jobs/boss-queue');
  const { jobCatalogue } = await import('../src/jobs/catalogue');
  const { default: pino } = await import('pino');
  const queue = await createBossQueue({
    url: template.url,
    db: database.db,
    log: pino({ level: 'silent' }),
    working: false,
    superviseSeconds: 60,
  });
  await queue.work(jobCatalogue.map((definition) => ({ definition, run: async () => undefined })));
  await queue.stop();
  await database.close();
  return template;
}

// ---------------------------------------------------------------------------------------------
// A test file's databases (in the worker processes)

/**
 * A fresh, migrated database of its own: PGlite in memory loaded from the migrated template
 * by default, or a copy of the template database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs the suite both ways). Its close() really closes it.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteTemplate: await pgliteTemplateBlob() });
  const copy = await createServerDatabase(serverUrl, 'test', {
    template: await provided('postgresTemplate'),
  });
  const database = await openDatabase({ url: copy.url });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
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
    // Just opened, it is the template: only a database an app has used is put back.
    if (shared.used && !(await resetToTemplate(shared.pg, shared.pristine))) {
      await shared.pg.close();
      shared = await (kept.shared = keepPglite());
    }
    shared.used = true;
    return onKept(shared);
  } catch (error) {
    kept.busy = false;
    kept.shared = undefined;
    throw error;
  }
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
