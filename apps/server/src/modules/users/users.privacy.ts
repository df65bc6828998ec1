import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The profile as stored, without the password hash (a hash is no information about anyone). */
export async function profileOf(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    userid: row.userid,
    nickname: row.nickname,
    email: row.email,
    name: row.name,
    role: row.role,
    alertPreferences: row.alertPreferences,
    blockedAt: row.blockedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
