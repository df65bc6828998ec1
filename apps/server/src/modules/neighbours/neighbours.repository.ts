import type { NeighbourSettings } from '@chajul/contracts';
import { and, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { neighbourAlerts, neighbourPlaces, neighbourSubscribers } from '../../db/schema';

/** The largest radius anyone may choose: the box every look-up asks for. */
export const MAX_RADIUS_M = 5000;
const EARTH_M = 6_371_000;
/** A degree of latitude on the same sphere as the haversine below (not the ellipsoid's 111,320 m). */
const METRES_PER_DEGREE = (EARTH_M * Math.PI) / 180;

export type NewSubscriber = typeof neighbourSubscribers.$inferInsert;

export async function findSubscriber(db: Db, id: number) {
  const [row] = await db.select().from(neighbourSubscribers).where(eq(neighbourSubscribers.id, id));
  return row;
}

export async function findMemberSubscriber(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(neighbourSubscribers)
    .where(eq(neighbourSubscribers.userId, userId));
  return row;
}

export const placesOf = (db: Db, subscriberId: number) =>
  db
    .select()
    .from(neighbourPlaces)
    .where(eq(neighbourPlaces.subscriberId, subscriberId))
    .orderBy(neighbourPlaces.id);

const settingColumns = (s: NeighbourSettings) => ({
  events: [...new Set(s.events)],
  channels: [...new Set(s.channels)],
  quietStart: s.quietHours?.start ?? null,
  quietEnd: s.quietHours?.end ?? null,
  updatedAt: new Date(),
});

/** A new subscriber and its places, in one transaction. */
export async function insertSubscriber(
  db: Db,
  row: Omit<NewSubscriber, 'events' | 'channels'>,
  s: NeighbourSettings,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(neighbourSubscribers)
      .values({ ...row, ...settingColumns(s) })
      .returning();
    await tx
      .insert(neighbourPlaces)
      .values(s.places.map((p) => ({ ...p, subscriberId: created!.id })));
    return created!;
  });
}

/** The settings, and the places replaced by the new ones. */
export async function updateSettings(
  db: Db,
  id: number,
  s: NeighbourSettings,
  extra: Partial<NewSubscriber> = {},
) {
  await db.transaction(async (tx) => {
    await tx
      .update(neighbourSubscribers)
      .set({ ...settingColumns(s), ...extra })
      .where(eq(neighbourSubscribers.id, id));
    await tx.delete(neighbourPlaces).where(eq(neighbourPlaces.subscriberId, id));
    await tx.insert(neighbourPlaces).values(s.places.map((p) => ({ ...p, subscriberId: id })));
  });
}

export async function setSubscriber(db: Db, id: number, set: Partial<NewSubscriber>) {
  await db.update(neighbourSubscribers).set(set).where(eq(neighbourSubscribers.id, id));
}

export async function deleteSubscriber(db: Db, id: number) {
  await db.delete(neighbourSubscribers).where(eq(neighbourSubscribers.id, id));
}

/** The metres between two points, on a sphere, in SQL (PGlite and PostgreSQL alike). */
const haversine = (lat: number, lng: number) => sql`${EARTH_M * 2} * asin(sqrt(
  power(sin(radians(${neighbourPlaces.lat} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${neighbourPlaces.lat})) *
  power(sin(radians(${neighbourPlaces.lng} - ${lng}) / 2), 2)))`;

/**
 * The subscribers who chose `event` and one of whose places' circles holds the point (ADR 240):
 * the B-tree on (lat, lng) narrows to the box of the largest radius around it, then each place
 * is measured. A visitor counts once their address is confirmed or while they have a device.
 */
export async function subscribersAround(db: Db, event: string, [lat, lng]: [number, number]) {
  // A box a little larger than the largest circle: a circle's widest longitude is on its
  // poleward side, and the exact measure below decides anyway (the bench found both edges).
  const dLat = (MAX_RADIUS_M / METRES_PER_DEGREE) * 1.01;
  const poleward = ((Math.abs(lat) + dLat) * Math.PI) / 180;
  const dLng = (MAX_RADIUS_M / (METRES_PER_DEGREE * Math.cos(poleward))) * 1.01;
  const rows = await db
    .selectDistinct({
      id: neighbourSubscribers.id,
      userId: neighbourSubscribers.userId,
      quietStart: neighbourSubscribers.quietStart,
      quietEnd: neighbourSubscribers.quietEnd,
      dailyCap: neighbourSubscribers.dailyCap,
    })
    .from(neighbourPlaces)
    .innerJoin(neighbourSubscribers, eq(neighbourSubscribers.id, neighbourPlaces.subscriberId))
    .where(
      and(
        sql`${neighbourPlaces.lat} between ${lat - dLat} and ${lat + dLat}`,
        sql`${neighbourPlaces.lng} between ${lng - dLng} and ${lng + dLng}`,
        sql`${haversine(lat, lng)} <= ${neighbourPlaces.radiusM}`,
        sql`${event} = any(${neighbourSubscribers.events})`,
        sql`(${neighbourSubscribers.userId} is not null or ${neighbourSubscribers.emailConfirmedAt} is not null or ${neighbourSubscribers.pushEndpoint} is not null)`,
      ),
    );
  return rows;
}

/** The alerts of these subscribers due since `since`: what the daily cap counts. */
export async function recentAlerts(db: Db, ids: number[], since: Date) {
  if (!ids.length) return [];
  return db
    .select({ subscriberId: neighbourAlerts.subscriberId, dueAt: neighbourAlerts.dueAt })
    .from(neighbourAlerts)
    .where(and(inArray(neighbourAlerts.subscriberId, ids), gte(neighbourAlerts.dueAt, since)));
}

/** The alerts not made before (one per subscriber and report), with their ids. */
export async function insertAlerts(
  db: Db,
  rows: { subscriberId: number; event: string; targetId: number; dueAt: Date }[],
) {
  if (!rows.length) return [];
  return db
    .insert(neighbourAlerts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: neighbourAlerts.id, dueAt: neighbourAlerts.dueAt });
}

/** Claims an alert for sending: undefined when it went already or its subscriber left. */
export async function claimAlert(db: Db, id: number) {
  const [row] = await db
    .update(neighbourAlerts)
    .set({ sentAt: new Date() })
    .where(and(eq(neighbourAlerts.id, id), isNull(neighbourAlerts.sentAt)))
    .returning();
  return row?.subscriberId ? { ...row, subscriberId: row.subscriberId } : undefined;
}

/** Gives a claimed alert back when its sending failed, so the job's retry sends it. */
export async function releaseAlert(db: Db, id: number) {
  await db.update(neighbourAlerts).set({ sentAt: null }).where(eq(neighbourAlerts.id, id));
}

/** How many neighbours a report was told of, or will be when their quiet hours end. */
export async function toldCount(db: Db, event: string, targetId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(neighbourAlerts)
    .where(and(eq(neighbourAlerts.event, event), eq(neighbourAlerts.targetId, targetId)));
  return row?.n ?? 0;
}

/**
 * Alerts held by quiet hours whose end has come, not yet sent (due later than made: those
 * due at once have their job already). A day late is too late: those are left.
 */
export async function heldAlertsDue(db: Db, now: Date) {
  const rows = await db
    .select({ id: neighbourAlerts.id })
    .from(neighbourAlerts)
    .where(
      and(
        isNull(neighbourAlerts.sentAt),
        lte(neighbourAlerts.dueAt, now),
        gt(neighbourAlerts.dueAt, new Date(now.getTime() - 24 * 3600_000)),
        sql`${neighbourAlerts.dueAt} > ${neighbourAlerts.createdAt} + interval '1 minute'`,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A visitor's address never confirmed, with no device, goes a day after (as an unconfirmed
 * found report does, ADR 135): it was never theirs to keep here.
 */
export async function purgeUnconfirmed(db: Db, now: Date) {
  const rows = await db
    .delete(neighbourSubscribers)
    .where(
      and(
        isNull(neighbourSubscribers.userId),
        isNull(neighbourSubscribers.emailConfirmedAt),
        isNull(neighbourSubscribers.pushEndpoint),
        lt(neighbourSubscribers.createdAt, new Date(now.getTime() - 24 * 3600_000)),
      ),
    )
    .returning({ id: neighbourSubscribers.id });
  return rows.length;
}
