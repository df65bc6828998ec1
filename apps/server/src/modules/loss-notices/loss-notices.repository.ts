import type { LossNotice, LossNoticeQuery } from '@chajul/contracts';
import { officialLossUrl } from '@chajul/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LossNoticeRow } from '../../db/schema';
import { lossNotices } from '../../db/schema';
import { pageMeta } from '../../lib/paging';

/** What anyone may read of a notice: the columns hold nothing personal (ADR 246). */
export function lossNoticeOf(row: Omit<LossNoticeRow, 'vector'>): LossNotice {
  return {
    id: row.id,
    lostDate: row.lostDate,
    region: row.region,
    district: row.district,
    office: row.office,
    species: row.species,
    colour: row.colour,
    gender: row.gender,
    age: row.age,
    content: row.content,
    thumbnailPath: row.thumbnailKey ? `/${row.thumbnailKey}` : null,
    officialUrl: officialLossUrl(row),
  };
}

/** The open notices of a 시/도 (and 시/군/구), most recently lost first. */
export async function openLossNotices(db: Db, query: LossNoticeQuery) {
  const page = query.page ?? 0;
  const size = query.size ?? 5;
  const where = and(
    eq(lossNotices.status, 'OPEN'),
    query.region ? eq(lossNotices.region, query.region) : undefined,
    query.district ? eq(lossNotices.district, query.district) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lossNotices)
      .where(where)
      .orderBy(desc(lossNotices.lostDate), desc(lossNotices.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(lossNotices).where(where),
  ]);
  return {
    data: rows.map(lossNoticeOf),
    pagination: { meta: pageMeta(total?.n ?? 0, size, page) },
  };
}
