import { and, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import { clearColumns } from '../../db/clear-columns';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/file-deletions';
import { queueFileDeletions } from '../../db/file-deletions';
import { lostReports, phoneReveals, reportClosures } from '../../db/schema';
import { reportPosts } from './reports.repository';

/** The ids of the member's reports, as a subquery: what hangs on them is found through it. */
export const reportIdsOf = (db: Db | Tx, userId: number) => reportPosts.authorIds(db, userId);

/** The member's reports in 내 정보 다운로드, each with its photos' paths in the zip. */
export const reportsOf = (db: Db, userId: number, photo: (key: string) => string) =>
  reportPosts.authorPosts(db, userId, photo);

/**
 * The withdrawal's `reports` step: the member's reports with their photos, vectors and phone
 * reveals, and the reveals the member made; their files are queued in the same transaction.
 * A closure row stays for the reunion count (ADR 152) without its note.
 */
export async function deleteReports(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const own = reportIdsOf(tx, userId);
    await queueFileDeletions(tx, await reportPosts.authorFiles(tx, userId));
    await tx
      .update(reportClosures)
      .set({ note: null })
      .where(inArray(reportClosures.reportId, own));
    await tx.delete(lostReports).where(eq(lostReports.authorId, userId));
    await tx.delete(phoneReveals).where(eq(phoneReveals.userId, userId));
  });
}

/**
 * Retention `closedReportContact`: a closed report's phone, place words, pin and chip go after
 * the period; the pin may be the family's home (ADR 171).
 */
export const forgetClosedReportContact = (db: Db, before: Date) =>
  clearColumns(
    db,
    lostReports,
    {
      phone: '',
      phoneVisibility: 'NONE',
      placeDetail: null,
      lat: null,
      lng: null,
      microchip: null,
    },
    and(
      isNotNull(lostReports.closedAt),
      ne(lostReports.status, 'OPEN'),
      lt(lostReports.closedAt, before),
    ),
  );

/** A closure outlives its report for the reunion count (ADR 152), its owner's words do not. */
export async function forgetDeletedReportClosureNotes(db: Db) {
  const rows = await db
    .update(reportClosures)
    .set({ note: null })
    .where(and(isNull(reportClosures.reportId), isNotNull(reportClosures.note)))
    .returning({ id: reportClosures.id });
  return rows.length;
}
