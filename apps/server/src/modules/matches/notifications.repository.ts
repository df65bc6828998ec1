import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs, lostReports, notifications, users } from '../../db/schema';

/** False when this report and dog were already notified (the unique pair index). */
export async function insertNotification(
  db: Db,
  n: { userId: number; reportId: number; dogId: number; similarity: number },
): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values(n)
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function listNotifications(db: Db, userId: number, offset: number, limit: number) {
  const where = eq(notifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        reportId: notifications.reportId,
        reportTitle: lostReports.title,
        dogId: notifications.dogId,
        imageKey: dogs.imageKey,
        thumbnailKey: dogs.thumbnailKey,
        species: dogs.species,
        jurisd: dogs.jurisd,
        similarity: notifications.similarity,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .innerJoin(lostReports, eq(lostReports.id, notifications.reportId))
      .innerJoin(dogs, eq(dogs.id, notifications.dogId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the member's notifications read; false when it is not theirs or gone. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function alertRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, nickname: users.nickname, emailAlerts: users.emailAlerts })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setEmailAlerts(db: Db, userId: number, emailAlerts: boolean) {
  await db.update(users).set({ emailAlerts, updatedAt: new Date() }).where(eq(users.id, userId));
}
