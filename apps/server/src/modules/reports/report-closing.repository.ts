import type { ReportClose, ReportCloseReason } from '@chajul/contracts';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports, reportClosures } from '../../db/schema';

/**
 * Closes an open report as found, with how the dog came home, and records the closure the
 * reunion count counts (ADR 152). One statement: atomic, one round trip (ADR 102). False
 * when the report is not open (closed already, or gone).
 */
export async function closeReport(db: Db, id: number, closing: ReportClose): Promise<boolean> {
  const closed = db
    .update(lostReports)
    .set({
      status: 'FOUND',
      closedReason: closing.reason,
      closedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(lostReports.id, id), eq(lostReports.status, 'OPEN')))
    .returning({ id: lostReports.id });
  const answer = (await db.execute(sql`
    with closed as ${closed}
    insert into ${reportClosures} (report_id, reason, note)
    select id, ${closing.reason}, ${closing.note ?? null} from closed
    returning report_id`)) as unknown as { rows: unknown[] };
  return answer.rows.length > 0;
}

/**
 * Reunions by how the dog came home: every closure, its report deleted since or not; a
 * report an admin hid (spam) does not count.
 */
export async function reunionCounts(db: Db): Promise<Map<ReportCloseReason, number>> {
  const rows = await db
    .select({ reason: reportClosures.reason, n: count() })
    .from(reportClosures)
    .leftJoin(lostReports, eq(lostReports.id, reportClosures.reportId))
    .where(isNull(lostReports.hiddenAt))
    .groupBy(reportClosures.reason);
  return new Map(rows.map((r) => [r.reason as ReportCloseReason, r.n]));
}

export type StillLostReport = { id: number; authorId: number | null; title: string };

/**
 * Claims up to `limit` open, visible reports not changed since `before` and not asked about
 * since then either: marks them asked now and returns them. Claimed under row locks that
 * another worker skips, so each owner is asked once.
 */
export async function claimStillLost(
  db: Db,
  before: Date,
  limit: number,
): Promise<StillLostReport[]> {
  const due = db
    .select({ id: lostReports.id })
    .from(lostReports)
    .where(
      and(
        eq(lostReports.status, 'OPEN'),
        isNull(lostReports.hiddenAt),
        lt(lostReports.updatedAt, before),
        or(isNull(lostReports.stillLostAskedAt), lt(lostReports.stillLostAskedAt, before)),
      ),
    )
    .orderBy(asc(lostReports.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(lostReports)
    .set({ stillLostAskedAt: new Date() })
    .where(inArray(lostReports.id, due))
    .returning({ id: lostReports.id, authorId: lostReports.authorId, title: lostReports.title });
}
