import type { SQL } from 'drizzle-orm';
import { and, getTableColumns, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Retention's clearing of personal columns: each one set to its empty value (null, or a word
 * such as '' or 'NONE') on the rows `where` picks that still hold any of them, so a row is
 * counted once. Resolves to how many rows were cleared.
 */
export async function clearColumns<T extends PgTable>(
  db: Db,
  table: T,
  cleared: { [K in keyof T['$inferInsert']]?: string | null },
  where: SQL | undefined,
): Promise<number> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const held = Object.entries(cleared).map(([key, value]) =>
    value === null ? isNotNull(columns[key]!) : ne(columns[key]!, value),
  );
  const rows: unknown[] = await db
    .update(table as PgTable)
    .set(cleared as never)
    .where(and(where, or(...held)))
    .returning({ one: sql<number>`1` });
  return rows.length;
}
