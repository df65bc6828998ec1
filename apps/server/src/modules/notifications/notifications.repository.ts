import type { NotificationKind } from '@chajul/contracts';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/sql-errors';
import { dogs, lostReports, notifications, sightings } from '../../db/schema';

export type NewNotification = {
  kind: NotificationKind;
  userId: number;
  reportId?: number;
  dogId?: number;
  savedSearchId?: number;
  detail?: string;
  dogCount?: number;
  /** One alert per event (ADR 181): the unique (user, event key) index refuses a second. */
  eventKey?: string;
  sightingId?: number;
  conversationId?: number;
  similarity?: number | null;
};

/**
 * False when this pair was already notified (the unique pair indexes), or when what it is
 * about went meanwhile: a report or sighting deleted while its job ran has nobody to tell,
 * and the job need not fail and wait to be tried again.
 */
export async function insertNotification(db: Db, n: NewNotification): Promise<boolean> {
  try {
    const rows = await db
      .insert(notifications)
      .values(n)
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    return rows.length > 0;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/**
 * Many notifications, a thousand a statement; those told before (the unique indexes) are
 * skipped. Resolves to the rows made, by member and event key.
 */
export async function insertNotifications(db: Db, rows: NewNotification[]) {
  const made: { userId: number; eventKey: string | null }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    made.push(
      ...(await db
        .insert(notifications)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ userId: notifications.userId, eventKey: notifications.eventKey })),
    );
  }
  return made;
}

/** What a notification is about, and the photo of the other side. */
const imageOf = sql<string | null>`case ${notifications.kind}
  when 'DOG_MATCH' then coalesce(${dogs.thumbnailKey}, ${dogs.imageKey})
  when 'SAVED_DOG_STATE' then coalesce(${dogs.thumbnailKey}, ${dogs.imageKey})
  when 'SAVED_DOG_ENDING' then coalesce(${dogs.thumbnailKey}, ${dogs.imageKey})
  when 'SEARCH_PHOTO_MATCH' then coalesce(${dogs.thumbnailKey}, ${dogs.imageKey})
  when 'SEARCH_DIGEST' then null
  when 'FAMILY_MATCH' then coalesce(${lostReports.thumbnailKey}, ${lostReports.imageKey})
  when 'STILL_LOST' then coalesce(${lostReports.thumbnailKey}, ${lostReports.imageKey})
  when 'FAMILY_FOUND' then coalesce(${lostReports.thumbnailKey}, ${lostReports.imageKey})
  else coalesce(${sightings.thumbnailKey}, ${sightings.imageKey}) end`;

export async function listNotifications(db: Db, userId: number, offset: number, limit: number) {
  // Nothing about a hidden post stays in anyone's list (issue 25 moderation).
  const where = and(
    eq(notifications.userId, userId),
    isNull(lostReports.hiddenAt),
    or(isNull(notifications.sightingId), isNull(sightings.hiddenAt)),
  );
  const from = () =>
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        reportId: notifications.reportId,
        reportTitle: lostReports.title,
        dogId: notifications.dogId,
        noticeNo: dogs.noticeNo,
        detail: notifications.detail,
        dogCount: notifications.dogCount,
        savedSearchId: notifications.savedSearchId,
        sightingId: notifications.sightingId,
        conversationId: notifications.conversationId,
        imageKey: imageOf,
        species: sql<
          string | null
        >`coalesce(${dogs.species}, ${sightings.breed}, ${lostReports.species})`,
        jurisd: sql<
          string | null
        >`coalesce(${dogs.jurisd}, concat_ws(' ', ${sightings.region}, ${sightings.district}, ${sightings.place}))`,
        similarity: notifications.similarity,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .leftJoin(lostReports, eq(lostReports.id, notifications.reportId))
      .leftJoin(dogs, eq(dogs.id, notifications.dogId))
      .leftJoin(sightings, eq(sightings.id, notifications.sightingId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .leftJoin(lostReports, eq(lostReports.id, notifications.reportId))
      .leftJoin(sightings, eq(sightings.id, notifications.sightingId))
      .where(where),
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
