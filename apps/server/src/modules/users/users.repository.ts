import { normalizeName } from '@chajul/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { users } from '../../db/schema';

const prepareUserById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id');
const userByIdQueries = new WeakMap<Db, ReturnType<typeof prepareUserById>>();

/**
 * Every signed-in request looks its user up, so the query is prepared once per database:
 * Drizzle's building of the SQL cost as much as PGlite running it (ADR 096).
 */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  let query = userByIdQueries.get(db);
  if (!query) userByIdQueries.set(db, (query = prepareUserById(db)));
  const [row] = await query.execute({ id });
  return row;
}

/** Ids are ASCII letters, digits and `_` (the signup rule), so NFKC leaves stored ids as they are. */
export function findUserByUserid(db: Db, userid: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({
    where: sql`lower(${users.userid}) = lower(${normalizeName(userid)})`,
  });
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({
    where: eq(users.email, normalizeName(email).toLowerCase()),
  });
}

/**
 * Whether a nickname is taken, whatever its case and spelling: rows written before
 * nicknames were normalised (issue 17) are compared in their NFKC form too.
 */
export async function nicknameExists(db: Db, nickname: string): Promise<boolean> {
  const row = await db.query.users.findFirst({
    columns: { id: true },
    where: sql`lower(normalize(${users.nickname}, NFKC)) = lower(${normalizeName(nickname)})`,
  });
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  values: { userid: string; nickname: string; email: string; passwordHash: string; role?: string },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Passwords change only through `changeCredentials`, which revokes what they made (ADR 110). */
export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'nickname' | 'role'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
