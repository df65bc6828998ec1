import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lossNotices } from '../../db/schema';
import type { LossNoticeRecord } from './loss-info';

export type LossUpsert = { inserted: number; updated: number };

/**
 * Stores one page by notice key (ADR 246): a new notice is inserted; one seen before gets
 * today's facts, is open again, and loses its photo if the photo URL changed.
 */
export async function upsertLossNotices(db: Db, records: LossNoticeRecord[]): Promise<LossUpsert> {
  const unique = [...new Map(records.map((r) => [r.noticeKey, r])).values()];
  if (!unique.length) return { inserted: 0, updated: 0 };
  const known = await db
    .select({ key: lossNotices.noticeKey })
    .from(lossNotices)
    .where(
      inArray(
        lossNotices.noticeKey,
        unique.map((r) => r.noticeKey),
      ),
    );
  const changedPhoto = sql`${lossNotices.sourceImageUrl} is distinct from excluded.source_image_url`;
  await db
    .insert(lossNotices)
    .values(unique)
    .onConflictDoUpdate({
      target: lossNotices.noticeKey,
      set: {
        lostDate: sql`excluded.lost_date`,
        region: sql`excluded.region`,
        district: sql`excluded.district`,
        office: sql`excluded.office`,
        species: sql`excluded.species`,
        colour: sql`excluded.colour`,
        gender: sql`excluded.gender`,
        age: sql`excluded.age`,
        content: sql`excluded.content`,
        imageKey: sql`case when ${changedPhoto} then null else ${lossNotices.imageKey} end`,
        thumbnailKey: sql`case when ${changedPhoto} then null else ${lossNotices.thumbnailKey} end`,
        photoAttempts: sql`case when ${changedPhoto} then 0 else ${lossNotices.photoAttempts} end`,
        vector: sql`case when ${changedPhoto} then null else ${lossNotices.vector} end`,
        vectorModel: sql`case when ${changedPhoto} then null else ${lossNotices.vectorModel} end`,
        sourceImageUrl: sql`excluded.source_image_url`,
        status: 'OPEN',
        closedAt: null,
        lastSeenAt: sql`now()`,
      },
    });
  return { inserted: unique.length - known.length, updated: known.length };
}

/**
 * After a complete run: open notices it did not see are closed (ADR 246). The API lists
 * about the last month, so a notice leaves it when the family closes it or when it grows old.
 */
export async function closeVanished(db: Db, seenSince: Date): Promise<number> {
  const closed = await db
    .update(lossNotices)
    .set({ status: 'CLOSED', closedAt: new Date() })
    .where(and(eq(lossNotices.status, 'OPEN'), lt(lossNotices.lastSeenAt, seenSince)))
    .returning({ id: lossNotices.id });
  return closed.length;
}
