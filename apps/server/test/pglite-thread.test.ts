import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { unique } from './factories';

/** A users row as the table takes it: a factory for this file's direct inserts. */
const makeUser = () => {
  const name = unique();
  return { userid: name, nickname: name, email: `${name}@example.com`, passwordHash: 'x' };
};

// The server's PGlite runs on its own thread (ADR 102); tests elsewhere use it in memory.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite on its own thread', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-thread-'));
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), thread: 'worker' });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers Drizzle queries with dates and numbers as on one thread', async () => {
    const [row] = await database.db.insert(users).values(makeUser()).returning();
    expect(row!.createdAt).toBeInstanceOf(Date);
    const [found] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${row!.id}`);
    expect(found).toEqual({ id: row!.id });
  });

  it('keeps other queries out of an open transaction, and rolls it back on an error', async () => {
    const before = await database.db.$count(users);
    const outside: Promise<number>[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(makeUser());
        // Asked while the transaction is open: it must not see (or commit) the insert.
        outside.push(database.db.$count(users));
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await Promise.all(outside)).toEqual([before]);
    expect(await database.db.$count(users)).toBe(before);
  });

  it('hands PostgreSQL errors over with their code and constraint', async () => {
    const user = makeUser();
    await database.db.insert(users).values(user);
    type Failure = { cause?: { code?: string; constraint?: string } };
    const error: Failure = await database.db
      .insert(users)
      .values(user)
      .then(
        () => ({}),
        (e: unknown) => e as Failure,
      );
    expect(error.cause?.code).toBe('23505');
    expect(error.cause?.constraint).toMatch(/users_/);
  });
});
