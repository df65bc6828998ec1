import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
import type { Header, Line } from './format';
import { FORMAT, VERSION, readLines } from './format';
import {
  appliedMigrations,
  columnsOf,
  ident,
  resetSequences,
  tablesInDependencyOrder,
} from './tables';

export type RestoreSummary = { tables: number; rows: number; images: number };

class BackupError extends Error {}

function checkHeader(line: Line | undefined, migrations: number[]): Header {
  if (!line || !('header' in line) || line.header.format !== FORMAT) {
    throw new BackupError('not a 찾아줄개 backup file');
  }
  const { header } = line;
  if (header.version !== VERSION) throw new BackupError(`unknown backup version ${header.version}`);
  const known = new Set(migrations);
  if (header.migrations.some((m) => !known.has(m))) {
    throw new BackupError('the backup comes from a newer version of the server: upgrade first');
  }
  return header;
}

/**
 * Replaces the database contents and the image store with the backup's (ADR 063).
 * The database part is one transaction that commits only after the whole file, trailer
 * included, was read and every image checked and stored; images the backup does not have
 * are deleted after that commit. A cut-short or corrupt file changes nothing in the database.
 */
export async function restoreBackup(
  db: Db,
  storage: Storage,
  file: string,
): Promise<RestoreSummary> {
  const lines = readLines(file);
  try {
    checkHeader((await lines.next()).value as Line | undefined, await appliedMigrations(db));
  } catch (error) {
    await lines.return(undefined);
    throw error;
  }
  const restoredKeys = new Set<string>();
  const summary = await db.transaction(async (tx) => {
    const target = tx as unknown as Db;
    const order = await tablesInDependencyOrder(target);
    const counted = { tables: 0, rows: 0, images: 0 };
    // Children first, so no foreign key is ever left pointing at a deleted row.
    for (const table of [...order].reverse())
      await target.execute(sql`delete from ${ident(table)}`);

    let table: { name: string; columns: string[] } | undefined;
    let ended = false;
    for await (const line of lines) {
      if ('table' in line) {
        if (table) await resetSequences(target, table.name, table.columns);
        if (!order.includes(line.table)) throw new BackupError(`unknown table ${line.table}`);
        const present = new Set(await columnsOf(target, line.table));
        // Columns added by later migrations keep their defaults.
        table = { name: line.table, columns: line.columns.filter((c) => present.has(c)) };
        counted.tables += 1;
      } else if ('rows' in line) {
        if (!table) throw new BackupError('rows before their table');
        const columns = sql.join(table.columns.map(ident), sql`, `);
        await target.execute(
          sql`insert into ${ident(table.name)} (${columns})
              select ${columns} from jsonb_populate_recordset(null::${ident(table.name)}, ${JSON.stringify(line.rows)}::jsonb)`,
        );
        counted.rows += line.rows.length;
      } else if ('image' in line) {
        const body = Buffer.from(line.data, 'base64');
        if (createHash('sha256').update(body).digest('hex') !== line.sha256) {
          throw new BackupError(`image ${line.image} is damaged`);
        }
        await storage.put(line.image, body, line.contentType);
        restoredKeys.add(line.image);
        counted.images += 1;
      } else if ('end' in line) {
        const { end } = line;
        if (end.rows !== counted.rows || end.images !== counted.images) {
          throw new BackupError('the backup does not add up: rows or images are missing');
        }
        ended = true;
      }
    }
    if (table) await resetSequences(target, table.name, table.columns);
    if (!ended) throw new BackupError('the backup file is incomplete (no end marker)');
    return counted;
  });
  const stale: string[] = [];
  for await (const key of storage.list()) if (!restoredKeys.has(key)) stale.push(key);
  for (const key of stale) await storage.delete(key);
  return summary;
}
