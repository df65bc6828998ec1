import type { Column, SQL, SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Columns under the names the answer's rows will carry: `{ id: t.id }` → `"t"."id" as "id"`. */
export const aliased = <T extends Record<string, Column | SQL>>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, sql`${field}`.as(name)]),
  ) as { [K in keyof T]: SQL.Aliased<T[K] extends Column ? T[K]['_']['data'] : unknown> };

type Answer = { total: number | null; rows: string | null };

/**
 * A page of rows and the count of all matches in one statement (ADR 102): one round trip,
 * and the rows come back as one JSON text rather than every column of every row to decode,
 * which is most of a list's cost on PGlite. `page` is a select whose fields are `aliased`;
 * its ORDER BY holds in the JSON array, as PostgreSQL aggregates a sorted subquery in its
 * order. Without `count` (a count kept elsewhere) the total is null. Timestamps arrive as
 * ISO text: the caller turns the ones it needs into dates.
 */
export async function pageWithTotal<Row>(
  db: Db,
  page: SQLWrapper,
  count: SQLWrapper | undefined,
): Promise<{ rows: Row[]; total: number | null }> {
  const total = count ? sql`(${count})::int` : sql`null::int`;
  const rows = sql`(select coalesce(json_agg(p), '[]')::text from (${page}) as p)`;
  const answer = (await db.execute(sql`select ${total} as total, ${rows} as rows`)) as unknown as {
    rows: Answer[];
  };
  const [first] = answer.rows;
  return { rows: JSON.parse(first?.rows ?? '[]') as Row[], total: first?.total ?? null };
}
