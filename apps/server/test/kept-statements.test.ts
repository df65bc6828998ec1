import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';

type Rows<T> = { rows: T[] };

/** node-postgres keeps Drizzle's repeated statements prepared per connection (ADR 107). */
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements kept on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table kept (id int, v int)`);
    await database.db.execute(sql`insert into kept values (1, 7)`);
  });
  afterAll(() => database.close());

  const select = async () =>
    (
      (await database.db.execute(sql`select * from kept where id = ${1}`)) as unknown as Rows<{
        id: number;
        v: unknown;
      }>
    ).rows;
  // Queries one after another reuse the one idle connection, where the statements live.
  const keptHere = async () =>
    (
      (await database.db.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${'select * from kept%'}`,
      )) as unknown as Rows<{ n: number }>
    ).rows[0]!.n;

  it('prepares a repeated statement once and runs it again with new parameters', async () => {
    expect(await select()).toEqual([{ id: 1, v: 7 }]);
    expect(await select()).toEqual([{ id: 1, v: 7 }]);
    expect(await keptHere()).toBe(1);
  });

  it('prepares it again when another process changed its columns', async () => {
    await database.db.execute(sql`alter table kept alter column v type text using 'seven'`);
    expect(await select()).toEqual([{ id: 1, v: 'seven' }]);
  });
});
