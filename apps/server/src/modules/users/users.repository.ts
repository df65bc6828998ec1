import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { users } from '../../db/schema';

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function findUserByUserid(db: Db, userid: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.userid}) = lower(${userid})` });
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export async function nicknameExists(db: Db, nickname: string): Promise<boolean> {
  const row = await db.query.users.findFirst({
    columns: { id: true },
    where: sql`lower(${users.nickname}) = lower(${nickname})`,
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

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'nickname' | 'passwordHash' | 'role' | 'email'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
