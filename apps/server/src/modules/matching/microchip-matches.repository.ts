import { and, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs, lostReports, reportMatches } from '../../db/schema';
import { CERTAIN_SCORE } from './match-score';

/** Dogs a shelter still holds (공고중, 보호중): the ones a family can pick up. */
const inCare = or(like(dogs.state, '%보호%'), like(dogs.state, '%공고%'));

/** In-care dogs whose shelter read this 동물등록번호 (ADR 151). */
export async function inCareDogsWithMicrochip(db: Db, microchip: string): Promise<number[]> {
  const rows = await db
    .select({ id: dogs.id })
    .from(dogs)
    .where(and(eq(dogs.microchip, microchip), inCare));
  return rows.map((r) => r.id);
}

/**
 * Every open, visible report and in-care dog with the same 동물등록번호 (one report's, or
 * all), except pairs the owner said "아니에요" to. Few: the join runs on partial indexes.
 */
export async function microchipPairs(db: Db, reportId?: number) {
  return db
    .select({
      reportId: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      dogId: dogs.id,
      jurisd: dogs.jurisd,
      species: dogs.species,
    })
    .from(lostReports)
    .innerJoin(dogs, eq(dogs.microchip, lostReports.microchip))
    .leftJoin(
      reportMatches,
      and(eq(reportMatches.reportId, lostReports.id), eq(reportMatches.dogId, dogs.id)),
    )
    .where(
      and(
        reportId === undefined ? undefined : eq(lostReports.id, reportId),
        isNotNull(lostReports.microchip),
        eq(lostReports.status, 'OPEN'),
        isNull(lostReports.hiddenAt),
        inCare,
        or(isNull(reportMatches.status), sql`${reportMatches.status} <> 'DISMISSED'`),
      ),
    );
}

/** The pair as a candidate that ranks first; the owner's "찾았어요" stays as it was. */
export async function saveCertainCandidate(db: Db, reportId: number, dogId: number) {
  await db
    .insert(reportMatches)
    .values({ reportId, dogId, similarity: null, score: CERTAIN_SCORE })
    .onConflictDoUpdate({
      target: [reportMatches.reportId, reportMatches.dogId],
      set: { score: CERTAIN_SCORE },
      setWhere: eq(reportMatches.status, 'CANDIDATE'),
    });
}

/**
 * Takes the visitor family's mail of a certain pair (ADR 258); false when it was mailed
 * before, so each scheduled pass mails it once at most.
 */
export async function claimFamilyMail(db: Db, reportId: number, dogId: number) {
  const rows = await db
    .update(reportMatches)
    .set({ familyMailedAt: new Date() })
    .where(
      and(
        eq(reportMatches.reportId, reportId),
        eq(reportMatches.dogId, dogId),
        isNull(reportMatches.familyMailedAt),
      ),
    )
    .returning({ dogId: reportMatches.dogId });
  return rows.length > 0;
}
