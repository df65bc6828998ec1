import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ping } from '../src/db/client';
import { openTestDatabase } from './database';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'PostgreSQL connections the server ends (runs only with TEST_DATABASE_URL: PGlite has no server)',
  () => {
    it('do not stop the process, and the next query opens a new connection', async () => {
      const database = await openTestDatabase();
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as {
        rows: { name: string }[];
      };
      // What a restart or a failover does to the pool's idle connections.
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0]!.name],
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(ping(database.db)).resolves.toBeUndefined();
      await database.close();
    });
  },
);
