import type { AlertPreferences } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Where a member's alerts go, and which they want. */
export async function recipientOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      nickname: users.nickname,
      alertPreferences: users.alertPreferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function savePreferences(db: Db, userId: number, preferences: AlertPreferences) {
  await db
    .update(users)
    .set({ alertPreferences: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
