import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  reportEmbeddings,
  reportMatches,
  reportMatchStates,
  sightingMatches,
} from '../../db/schema';
import { reportIdsOf } from '../reports/reports.privacy';
import { sightingIdsOf } from '../sightings/sightings.privacy';

/** The candidates found for the member's reports and sightings, with the member's answers. */
export async function matchesOf(db: Db, userId: number) {
  const dogs = await db
    .select()
    .from(reportMatches)
    .where(inArray(reportMatches.reportId, reportIdsOf(db, userId)));
  const found = await db
    .select()
    .from(sightingMatches)
    .where(
      or(
        inArray(sightingMatches.lostReportId, reportIdsOf(db, userId)),
        inArray(sightingMatches.sightingId, sightingIdsOf(db, userId)),
      ),
    );
  return { dogs, sightings: found };
}

/**
 * The withdrawal's `matches-and-vectors` step: candidates and photo vectors of the member's
 * reports and sightings. It finds them through the reports and sightings, so it runs first.
 */
export async function deleteMatchesAndVectors(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const own = reportIdsOf(tx, userId);
    await tx.delete(reportMatches).where(inArray(reportMatches.reportId, own));
    await tx.delete(reportMatchStates).where(inArray(reportMatchStates.reportId, own));
    await tx.delete(reportEmbeddings).where(inArray(reportEmbeddings.reportId, own));
    await tx
      .delete(sightingMatches)
      .where(
        or(
          inArray(sightingMatches.lostReportId, own),
          inArray(sightingMatches.sightingId, sightingIdsOf(tx, userId)),
        ),
      );
  });
}
