import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/migration-status';
import type { Storage } from '../lib/storage';
import { FORMAT, VERSION, openWriter } from './format';
import { appliedMigrations, columnsOf, ident, tablesInDependencyOrder } from './tables';

const BATCH = 500;
/** Counters that only matter for a minute; a restore starts them afresh. */
const SKIPPED_TABLES = new Set(['rate_limit_hits']);

export type BackupSummary = { tables: number; rows: number; images: number; file: string };

/**
 * Writes the whole database and image store to `file` (ADR 063). Every table is read in one
 * repeatable-read snapshot; images are copied after it, so an image a later write adds
 * is extra, never missing. The file appears only when complete (temporary name, then rename).
 */
export async function createBackup(db: Db, storage: Storage, file: string): Promise<BackupSummary> {
  const temp = `${file}.partial`;
  await fs.rm(temp, { force: true });
  const out = openWriter(temp);
  const summary = { tables: 0, rows: 0, images: 0 };
  try {
    await db.transaction(
      async (tx) => {
        const snapshot = tx as unknown as Db;
        const migrations = await appliedMigrations(snapshot);
        await out.write({
          header: {
            format: FORMAT,
            version: VERSION,
            createdAt: new Date().toISOString(),
            migrations,
          },
        });
        for (const table of await tablesInDependencyOrder(snapshot)) {
          if (SKIPPED_TABLES.has(table)) continue;
          const columns = await columnsOf(snapshot, table);
          await out.write({ table, columns });
          summary.tables += 1;
          // to_jsonb keeps every type as PostgreSQL writes it, so the restore reads it back exactly.
          for (let offset = 0; ; offset += BATCH) {
            const rows = await selectRows<{ row: Record<string, unknown> }>(
              snapshot,
              sql`select to_jsonb(t) as row from ${ident(table)} t order by t.ctid limit ${BATCH} offset ${offset}`,
            );
            if (rows.length === 0) break;
            await out.write({ rows: rows.map((r) => r.row) });
            summary.rows += rows.length;
          }
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for await (const key of storage.list()) {
      const object = await storage.get(key);
      if (!object) continue; // deleted since it was listed
      const sha256 = createHash('sha256').update(object.body).digest('hex');
      await out.write({
        image: key,
        contentType: object.contentType,
        sha256,
        data: object.body.toString('base64'),
      });
      summary.images += 1;
    }
    await out.write({ end: summary });
    await out.close();
    await fs.rename(temp, file);
  } catch (error) {
    await out.close().catch(() => {});
    await fs.rm(temp, { force: true });
    throw error;
  }
  return { ...summary, file };
}
