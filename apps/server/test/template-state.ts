import type { PGlite } from '@electric-sql/pglite';

/*
 * A PGlite database kept by a test worker goes back to the migrated template's state between
 * test files (ADR 210): what that state is, and the reset.
 */

/** What the template holds that a reset must put back: its rows, sequences and shape. */
export type Pristine = {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  shape: string;
};
const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

/**
 * The pgvector extension, which the first app of a worker creates (ADR 051), stays for the
 * worker's later files: dropping it would give its types new ids, and the statements the
 * PGlite session keeps prepared (ADR 107) would name types that no longer exist.
 */
const KEPT_EXTENSION = 'vector';
const notInExtension = (oid: string) =>
  `not exists (select 1 from pg_depend dep where dep.objid = ${oid} and dep.deptype = 'e')`;

/**
 * Everything a test could change in the database's structure, as one text: tables and
 * their columns, constraints, indexes, triggers, functions, types, schemas, extensions
 * (the kept extension and what belongs to it left out).
 */
const SHAPE = `select md5(string_agg(item, ',' order by item)) as shape from (
  select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_SCHEMAS}
  union all select 'a:' || a.attrelid::regclass || '.' || a.attname || ':' || a.atttypid::regtype
      || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped and ${USER_SCHEMAS}
  union all select 'k:' || conrelid::regclass || '.' || conname || ':' || pg_get_constraintdef(k.oid)
    from pg_constraint k join pg_namespace n on n.oid = k.connamespace where ${USER_SCHEMAS}
  union all select 't:' || tgrelid::regclass || '.' || tgname from pg_trigger where not tgisinternal
  union all select 'p:' || n.nspname || '.' || p.proname
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where ${USER_SCHEMAS} and ${notInExtension('p.oid')}
  union all select 'y:' || n.nspname || '.' || t.typname
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${USER_SCHEMAS} and ${notInExtension('t.oid')} and ${notInExtension('t.typelem')}
  union all select 'n:' || n.nspname from pg_namespace n where ${USER_SCHEMAS}
  union all select 'e:' || extname from pg_extension where extname <> '${KEPT_EXTENSION}'
) as items`;

/** The template's rows, sequences and shape, read once when the template is made (global-setup.ts). */
export async function pristineOf(pg: PGlite): Promise<Pristine> {
  const { rows: tables } = await pg.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1`,
  );
  const rows: Pristine['rows'] = [];
  for (const { name } of tables) {
    const { rows: found } = await pg.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${name} t`,
    );
    if (found[0]?.json) rows.push({ table: name, json: found[0].json });
  }
  const { rows: sequences } = await pg.query<Pristine['sequences'][number]>(
    `select format('%I.%I', schemaname, sequencename) as name,
      coalesce(last_value, start_value)::text as "lastValue", last_value is not null as "isCalled"
      from pg_sequences`,
  );
  const { rows: shape } = await pg.query<{ shape: string }>(SHAPE);
  return { tables: tables.map((t) => t.name), rows, sequences, shape: shape[0]!.shape };
}

/**
 * Puts the kept database back to the template's state: the mirror tables of photo search,
 * which the app makes at start (ADR 051), are dropped, every table emptied and the
 * template's rows and sequence values restored; the pgvector extension stays
 * (KEPT_EXTENSION). False when a test changed the structure otherwise (a trigger, a
 * constraint, a table): the caller then loads a fresh copy.
 */
export async function resetToTemplate(pg: PGlite, pristine: Pristine): Promise<boolean> {
  if (pg.isInTransaction()) await pg.exec('rollback');
  await pg.exec(`reset all; discard temp; select pg_advisory_unlock_all();`);
  const { rows: mirrors } = await pg.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where tablename like 'dog\\_vectors%'`,
  );
  for (const { name } of mirrors) {
    if (!pristine.tables.includes(name)) await pg.exec(`drop table ${name}`);
  }
  const { rows: shape } = await pg.query<{ shape: string }>(SHAPE);
  if (shape[0]?.shape !== pristine.shape) return false;
  await pg.transaction(async (tx) => {
    await tx.exec(`truncate ${pristine.tables.join(', ')} restart identity cascade`);
    for (const { table, json } of pristine.rows) {
      await tx.query(
        `insert into ${table} overriding system value
          select * from json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    }
    for (const { name, lastValue, isCalled } of pristine.sequences) {
      await tx.query(`select setval($1::regclass, $2::bigint, $3)`, [name, lastValue, isCalled]);
    }
  });
  return true;
}
