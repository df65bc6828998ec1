import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../paths';
import type { Db } from './client';

type Journal = { entries: { tag: string; when: number }[] };

let journal: Journal | undefined;
const readJournal = (): Journal =>
  (journal ??= JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal);

/**
 * The migrations this build ships that the database has not recorded as applied. Drizzle
 * records each applied migration by its journal timestamp (`created_at`), which is what its
 * migrator compares too. A missing table means nothing was ever applied.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const exists = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const applied = new Set<number>();
  if (exists[0]?.present) {
    const rows = await selectRows<{ created_at: string | number }>(
      db,
      sql`select created_at from drizzle.__drizzle_migrations`,
    );
    for (const row of rows) applied.add(Number(row.created_at));
  }
  return readJournal()
    .entries.filter((entry) => !applied.has(entry.when))
    .map((entry) => entry.tag);
}

/** Both drivers answer raw queries with `{ rows }`; the shared Db type can't say so. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
