import type { Column, Query, SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { drizzlePrepared } from './driver-internals';

/** Columns under the names the answer's rows will carry: `{ id: t.id }` → `"t"."id" as "id"`. */
export const aliased = <T extends Record<string, Column | SQL>>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, sql`${field}`.as(name)]),
  ) as { [K in keyof T]: SQL.Aliased<T[K] extends Column ? T[K]['_']['data'] : unknown> };

type Answer = { total: number | null; rows: string | null };
type Page<Row> = { rows: Row[]; total: number | null };

/** The page and its count as one statement; without `count` the total is null. */
function pageStatement(page: SQLWrapper, count: SQLWrapper | undefined): SQL {
  const total = count ? sql`(${count})::int` : sql`null::int`;
  const rows = sql`(select coalesce(json_agg(p), '[]')::text from (${page}) as p)`;
  return sql`select ${total} as total, ${rows} as rows`;
}

function pageOf<Row>(answer: { rows: Answer[] }): Page<Row> {
  const [first] = answer.rows;
  return { rows: JSON.parse(first?.rows ?? '[]') as Row[], total: first?.total ?? null };
}

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
): Promise<Page<Row>> {
  return pageOf<Row>(
    (await db.execute(pageStatement(page, count))) as unknown as { rows: Answer[] },
  );
}

const dialect = new PgDialect();
/** Statements built once, by the caller's key for their shape. */
const built = new Map<string, Query>();
const BUILT_MAX = 512;

/** A value the statement compares with: absent (undefined, null, '') leaves its filter out. */
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The key a list's statement is built once under (issue 28): the caller's `shape`, which
 * names the list and what changes the text without a value of its own (an order, the columns
 * a keyword is looked for in), and the names of the `values` given. Each given value is a
 * placeholder and each absent one a filter left out, so a filter added to `values` can never
 * reuse a statement built without it.
 */
export function shapeKey(shape: string, values: Record<string, unknown>): string {
  const filters = Object.keys(values)
    .filter((name) => given(values[name]))
    .sort();
  return JSON.stringify([shape, filters]);
}

/**
 * `pageWithTotal` for a list asked many times in few shapes (ADR 107): the statement is built
 * the first time its shape is asked, with `sql.placeholder(name)` where a value goes, and
 * later asks fill `values` in. Building Drizzle's SQL was a tenth of the HTTP thread under
 * load. Which filters are given comes from `values` (`shapeKey`), so `build` must put a filter
 * in exactly when its value is given; `shape` names the list and whatever else changes the
 * statement's text.
 */
export async function pageWithTotalByShape<Row>(
  db: Db,
  shape: string,
  values: Record<string, unknown>,
  build: () => { page: SQLWrapper; count: SQLWrapper | undefined },
): Promise<Page<Row>> {
  const key = shapeKey(shape, values);
  let query = built.get(key);
  if (!query) {
    const { page, count } = build();
    query = dialect.sqlToQuery(pageStatement(page, count));
    if (built.size >= BUILT_MAX) built.clear();
    built.set(key, query);
  }
  return pageOf<Row>(await drizzlePrepared<Answer>(db, query).execute(values));
}
