import type { AlertKind } from '@chajul/contracts';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';

/** Who a subscription belongs to: a member, or a visitor finder's found or seen report. */
export type PushOwner = { userId: number } | { sightingId: number };

const ownedBy = (owner: PushOwner) =>
  'userId' in owner
    ? eq(pushSubscriptions.userId, owner.userId)
    : eq(pushSubscriptions.sightingId, owner.sightingId);

const ownerColumns = (owner: PushOwner) =>
  'userId' in owner
    ? { userId: owner.userId, sightingId: null }
    : { userId: null, sightingId: owner.sightingId };

/** Saves the device for its owner; an endpoint seen before is renewed and moves to them. */
export async function saveSubscription(
  db: Db,
  owner: PushOwner,
  sub: { endpoint: string; p256dh: string; auth: string; kinds: AlertKind[] },
) {
  const values = { ...sub, ...ownerColumns(owner), updatedAt: new Date() };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Keeps the owner's `keep` most recently saved devices; older ones are forgotten. */
export async function trimSubscriptions(db: Db, owner: PushOwner, keep: number) {
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ownedBy(owner))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(ownedBy(owner), notInArray(pushSubscriptions.id, kept)));
}

export async function findByEndpoint(db: Db, endpoint: string) {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

export async function findSubscription(db: Db, id: number) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The owner's devices that show this kind. */
export async function subscriptionIdsFor(db: Db, owner: PushOwner, kind: AlertKind) {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(ownedBy(owner), sql`${kind} = any(${pushSubscriptions.kinds})`));
  return rows.map((row) => row.id);
}

export async function deleteSubscriptions(db: Db, ids: number[]) {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
