import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runQuery } from '../src/db/pglite-protocol';

/** Queries asked in one pass (ADR 107) answer as PGlite's own query() did. */
describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite queries in one pass', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec('create table t (id serial primary key, name text unique, at timestamptz)');
  });
  afterAll(() => pg.close());

  const one = async (sql: string, params: unknown[]) =>
    (await runQuery(pg, sql, params, 'object')).rows[0] as Record<string, unknown>;

  it('sends each kind of parameter as the text PostgreSQL reads for it', async () => {
    const names = ['a', 'b "c"', null, 'd\\e', '{,}'];
    expect(await one('select $1::text[] as v', [names])).toEqual({ v: names });
    expect(await one('select $1::int[] as v', [[1, 2, 3]])).toEqual({ v: [1, 2, 3] });
    const bytes = new Uint8Array([0, 1, 127, 255]);
    expect((await one('select $1::bytea as v', [bytes])).v).toEqual(bytes);
    expect(await one('select $1::bool as v, $2::bool as w', [true, false])).toEqual({
      v: true,
      w: false,
    });
    expect(await one('select $1::jsonb as v', [{ 강아지: [1, 'two'] }])).toEqual({
      v: { 강아지: [1, 'two'] },
    });
    expect(await one('select $1::int + $2 as v, $3::text as w', [2, 3, null])).toEqual({
      v: 5,
      w: null,
    });
    // Timestamps come back as PostgreSQL's text, for Drizzle to read (its PGlite driver).
    const at = await one('select $1::timestamptz as v', [new Date('2026-11-24T10:00:00Z')]);
    expect(new Date(at.v as string).toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });

  it('answers rows as arrays when asked, and counts the rows a change touched', async () => {
    await runQuery(pg, 'insert into t (name) values ($1), ($2)', ['x', 'y'], 'object');
    const changed = await runQuery(pg, 'update t set at = now()', [], 'object');
    expect(changed.affectedRows).toBe(2);
    const listed = await runQuery(pg, 'select name from t order by name', [], 'array');
    expect(listed.rows).toEqual([['x'], ['y']]);
    expect(listed.fields.map((f) => f.name)).toEqual(['name']);
  });

  it("fails with PostgreSQL's code and constraint, and the next query still runs", async () => {
    await expect(
      runQuery(pg, 'insert into t (name) values ($1)', ['x'], 'object'),
    ).rejects.toMatchObject({ code: '23505', constraint: 't_name_key' });
    await expect(runQuery(pg, 'select nope from t', [], 'object')).rejects.toMatchObject({
      code: '42703',
    });
    expect(await one('select count(*)::int as n from t', [])).toEqual({ n: 2 });
  });

  it('keeps a transaction whole across statements and rolls it back', async () => {
    await runQuery(pg, 'begin', [], 'object');
    await runQuery(pg, 'insert into t (name) values ($1)', ['z'], 'object');
    await expect(
      runQuery(pg, 'insert into t (name) values ($1)', ['z'], 'object'),
    ).rejects.toMatchObject({ code: '23505' });
    await runQuery(pg, 'rollback', [], 'object');
    expect(await one('select count(*)::int as n from t', [])).toEqual({ n: 2 });
  });

  const kept = async () =>
    (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows[0]!.n;

  it('keeps a repeated statement prepared and runs it with new parameters', async () => {
    const sql = 'select $1::int * 2 as v';
    const before = await kept();
    expect(await one(sql, [2])).toEqual({ v: 4 });
    expect(await one(sql, [5])).toEqual({ v: 10 });
    expect(await kept()).toBe(before + 1);
  });

  it('makes a kept statement again when its columns changed under it', async () => {
    await pg.exec('create table c (id int, v int); insert into c values (1, 7)');
    expect(await one('select * from c', [])).toEqual({ id: 1, v: 7 });
    await pg.exec("alter table c alter column v type text using 'seven'");
    expect(await one('select * from c', [])).toEqual({ id: 1, v: 'seven' });
  });

  it('keeps at most 256 statements, and a bad one is not kept', async () => {
    for (let i = 0; i < 300; i++) expect(await one(`select ${i} as v`, [])).toEqual({ v: i });
    expect(await kept()).toBeLessThanOrEqual(256);
    for (let i = 0; i < 2; i++) {
      await expect(runQuery(pg, 'select from from t', [], 'object')).rejects.toMatchObject({
        code: '42601',
      });
    }
    expect(await one('select $1::text as v', ['ok'])).toEqual({ v: 'ok' });
  });
});
