import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ pgliteTemplate: template });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
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
