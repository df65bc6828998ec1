import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports } from '../../db/schema';

/*
 * What both matchers read of a lost report, and which photo vectors they may compare: shared
 * by matches.repository.ts (shelter dogs) and sighting-matches.repository.ts.
 */

/** What the matchers read of a lost report (issue 26 adds the pin, colour, size and chip). */
export const reportFactColumns = {
  region: lostReports.region,
  district: lostReports.district,
  lat: lostReports.lat,
  lng: lostReports.lng,
  dateLost: lostReports.dateLost,
  timeLost: lostReports.timeLost,
  species: lostReports.species,
  gender: lostReports.gender,
  colour: lostReports.colour,
  size: lostReports.size,
  microchip: lostReports.microchip,
  /** The owner's words, where colours, weight and age are read (match-facts.ts). */
  text: sql<string>`concat_ws(' ', ${lostReports.title}, ${lostReports.content})`,
};

/** The owner's pin as the matchers take it; without one they use the 시/군/구 office. */
export const withPoint = <R extends { lat: number | null; lng: number | null }>(row: R) => ({
  ...row,
  point: row.lat !== null && row.lng !== null ? ([row.lat, row.lng] as [number, number]) : null,
});

export async function findReportForMatching(db: Db, id: number) {
  const [row] = await db
    .select({
      id: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      status: lostReports.status,
      hiddenAt: lostReports.hiddenAt,
      imageKey: lostReports.imageKey,
      ...reportFactColumns,
    })
    .from(lostReports)
    .where(eq(lostReports.id, id));
  return row && withPoint(row);
}
