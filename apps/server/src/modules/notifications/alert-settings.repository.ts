import type { AlertPreferences } from '@chajul/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** Where a member's alerts go, which they want, and whether they agreed to alert e-mails. */
export async function recipientOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      nickname: users.nickname,
      alertPreferences: users.alertPreferences,
      // Written out: Drizzle leaves a one-table select's columns unqualified, so users.id
      // inside the subquery would read as user_consents.id.
      emailConsent: sql<boolean>`exists (
        select 1 from user_consents c
        where c.user_id = "users"."id" and c.kind = 'emailAlerts' and c.withdrawn_at is null)`,
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
