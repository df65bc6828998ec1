import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** The member's in-app notifications, for 내 정보 다운로드. */
export const notificationsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** The withdrawal's `notifications` step. */
export async function deleteNotifications(db: Db, userId: number) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
