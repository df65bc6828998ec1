import type { AlertPreferences } from '@chajul/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const recipientColumns = {
  id: users.id,
  email: users.email,
  nickname: users.nickname,
  alertPreferences: users.alertPreferences,
  // Written out: Drizzle leaves a one-table select's columns unqualified, so users.id
  // inside the subquery would read as user_consents.id.
  emailConsent: sql<boolean>`exists (
    select 1 from user_consents c
    where c.user_id = "users"."id" and c.kind = 'emailAlerts' and c.withdrawn_at is null)`,
};

/** Where a member's alerts go, which they want, and whether they agreed to alert e-mails. */
export async function recipientOf(db: Db, userId: number) {
  const [row] = await db.select(recipientColumns).from(users).where(eq(users.id, userId));
  return row;
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

/** recipientOf for many members in one statement, by id (a missing member is not in it). */
export async function recipientsOf(db: Db, userIds: readonly number[]) {
  const byId = new Map<number, Recipient>();
  const unique = [...new Set(userIds)];
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .select(recipientColumns)
      .from(users)
      .where(inArray(users.id, unique.slice(i, i + 1000)));
    for (const row of rows) byId.set(row.id, row);
  }
  return byId;
}

export async function savePreferences(db: Db, userId: number, preferences: AlertPreferences) {
  await db
    .update(users)
    .set({ alertPreferences: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
