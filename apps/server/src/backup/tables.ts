import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/migration-status';

/** Quotes an identifier read from the catalog (our own table and column names). */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/**
 * Tables that are copies rebuilt at start and are not part of a backup: `dog_vectors_*` are
 * the pgvector copies of `dog_embeddings` (one per model version, ADR 051), and a database
 * restored into may not have pgvector.
 */
const isDerived = (name: string) => name === 'dog_vectors' || name.startsWith('dog_vectors_');

/**
 * The application's tables, parents before children (foreign keys), so rows can be
 * inserted in this order and deleted in the reverse one.
 */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await selectRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((t) => t.name)
    .filter((name) => !isDerived(name));
  const edges = await selectRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) {
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export async function columnsOf(db: Db, table: string): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((r) => r.name);
}

/** After rows are loaded with their ids, serial sequences continue after the largest id. */
export async function resetSequences(db: Db, table: string, columns: string[]): Promise<void> {
  for (const column of columns) {
    const [found] = await selectRows<{ seq: string | null }>(
      db,
      sql`select pg_get_serial_sequence(${`public."${table}"`}, ${column}) as seq`,
    );
    if (!found?.seq) continue;
    await db.execute(
      sql`select setval(${found.seq}, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
    );
  }
}

export async function appliedMigrations(db: Db): Promise<number[]> {
  const rows = await selectRows<{ created_at: string | number }>(
    db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  return rows.map((r) => Number(r.created_at));
}
