import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports, reportMatchStates, sightingMatches, sightings } from '../../db/schema';
import { reportFactColumns, withPoint } from './report-facts.repository';

/** A sighting's facts as the matcher compares them, and who to tell. */
const sightingFactColumns = {
  kind: sightings.kind,
  authorId: sightings.authorId,
  visitorEmail: sightings.visitorEmail,
  visitorName: sightings.visitorName,
  linkNonce: sightings.linkNonce,
  seenAt: sightings.seenAt,
  region: sightings.region,
  district: sightings.district,
  lat: sightings.lat,
  lng: sightings.lng,
  breed: sightings.breed,
  colour: sightings.colour,
  size: sightings.size,
  gender: sightings.gender,
  text: sql<string>`concat_ws(' ', ${sightings.collar}, ${sightings.note})`,
  microchip: sightings.microchip,
  lostReportId: sightings.lostReportId,
  place: sightings.place,
};

/** What the matcher reads of a sighting: its facts, and who to tell. */
export async function findSightingForMatching(db: Db, id: number) {
  const [row] = await db
    .select({
      id: sightings.id,
      status: sightings.status,
      hiddenAt: sightings.hiddenAt,
      ...sightingFactColumns,
    })
    .from(sightings)
    .where(eq(sightings.id, id));
  return row;
}
export type SightingForMatching = NonNullable<Awaited<ReturnType<typeof findSightingForMatching>>>;

/**
 * Open, visible lost reports lost between the two dates: what a sighting may belong to; and,
 * given a 동물등록번호, the reports with it whenever they were lost (ADR 151).
 */
export async function openReportsLostBetween(
  db: Db,
  from: string,
  to: string,
  microchip: string | null = null,
) {
  const rows = await db
    .select({
      id: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      ...reportFactColumns,
      background: reportMatchStates.background,
    })
    .from(lostReports)
    .leftJoin(reportMatchStates, eq(reportMatchStates.reportId, lostReports.id))
    .where(
      and(
        eq(lostReports.status, 'OPEN'),
        isNull(lostReports.hiddenAt),
        or(
          and(gte(lostReports.dateLost, from), lte(lostReports.dateLost, to)),
          microchip ? eq(lostReports.microchip, microchip) : undefined,
        ),
      ),
    );
  return rows.map(withPoint);
}
export type OpenLostReport = Awaited<ReturnType<typeof openReportsLostBetween>>[number];

/**
 * Open, visible sightings seen since `since`: what a lost report may be seen in; and, given
 * a 동물등록번호, the sightings with it whenever they were seen (ADR 151).
 */
export async function openSightingsSince(db: Db, since: Date, microchip: string | null = null) {
  return db
    .select({
      id: sightings.id,
      ...sightingFactColumns,
    })
    .from(sightings)
    .where(
      and(
        eq(sightings.status, 'OPEN'),
        isNull(sightings.hiddenAt),
        or(
          gte(sightings.seenAt, since),
          microchip ? eq(sightings.microchip, microchip) : undefined,
        ),
      ),
    );
}

export type ScoredPair = {
  lostReportId: number;
  sightingId: number;
  similarity: number | null;
  score: number;
};

/**
 * A pair the owner was told of (alerted) or answered (맞아요, 아니에요, 찾았어요): no re-match
 * drops it, and the owner's list always holds it (issue 36, ADR 200).
 */
export const toldOrAnswered = or(
  isNotNull(sightingMatches.alertedAt),
  ne(sightingMatches.status, 'CANDIDATE'),
);

/**
 * One side's pairs after it was (re)matched: pairs of that side no longer scored go unless
 * told or answered (`toldOrAnswered`), scored ones are written over undecided rows; the
 * owner's answers stay. Returns the pairs that were not alerted yet.
 */
export async function replaceSightingPairs(
  db: Db,
  side: { sightingId: number } | { lostReportId: number },
  scored: ScoredPair[],
): Promise<{ lostReportId: number; sightingId: number }[]> {
  const column = 'sightingId' in side ? sightingMatches.sightingId : sightingMatches.lostReportId;
  const id = 'sightingId' in side ? side.sightingId : side.lostReportId;
  const keep = scored.map((s) => ('sightingId' in side ? s.lostReportId : s.sightingId));
  const other = 'sightingId' in side ? sightingMatches.lostReportId : sightingMatches.sightingId;
  await db
    .delete(sightingMatches)
    .where(
      and(
        eq(column, id),
        eq(sightingMatches.status, 'CANDIDATE'),
        isNull(sightingMatches.alertedAt),
        keep.length ? notInArray(other, keep) : undefined,
      ),
    );
  if (!scored.length) return [];
  return db
    .insert(sightingMatches)
    .values(scored)
    .onConflictDoUpdate({
      target: [sightingMatches.lostReportId, sightingMatches.sightingId],
      set: {
        similarity: sql`excluded.similarity`,
        score: sql`excluded.score`,
      },
      setWhere: eq(sightingMatches.status, 'CANDIDATE'),
    })
    .returning({
      lostReportId: sightingMatches.lostReportId,
      sightingId: sightingMatches.sightingId,
      alertedAt: sightingMatches.alertedAt,
    })
    .then((rows) => rows.filter((r) => r.alertedAt === null));
}

/** Marks the pair alerted; false when another job got there first (nobody is told twice). */
export async function claimAlert(db: Db, lostReportId: number, sightingId: number) {
  const rows = await db
    .update(sightingMatches)
    .set({ alertedAt: new Date() })
    .where(
      and(
        eq(sightingMatches.lostReportId, lostReportId),
        eq(sightingMatches.sightingId, sightingId),
        isNull(sightingMatches.alertedAt),
        ne(sightingMatches.status, 'DISMISSED'),
      ),
    )
    .returning({ sightingId: sightingMatches.sightingId });
  return rows.length > 0;
}

/**
 * A lost report's sightings the owner has not dismissed: the best `limit` (the found one
 * first, then any with the report's 동물등록번호, `certain`, ADR 151, then best first), and
 * after them every pair the owner was told of or answered, however low it scores.
 */
export async function listSightingCandidates(
  db: Db,
  reportId: number,
  limit: number,
  microchip: string | null,
) {
  const certain = sql<boolean>`coalesce(${sightings.microchip} = ${microchip}, false)`;
  const query = (only?: SQL) =>
    db
      .select({
        sightingId: sightingMatches.sightingId,
        certain,
        similarity: sightingMatches.similarity,
        score: sightingMatches.score,
        status: sightingMatches.status,
        kind: sightings.kind,
        seenAt: sightings.seenAt,
        region: sightings.region,
        district: sightings.district,
        place: sightings.place,
        breed: sightings.breed,
        gender: sightings.gender,
        imageKey: sightings.imageKey,
        thumbnailKey: sightings.thumbnailKey,
        sightingStatus: sightings.status,
      })
      .from(sightingMatches)
      .innerJoin(sightings, eq(sightings.id, sightingMatches.sightingId))
      .where(
        and(
          eq(sightingMatches.lostReportId, reportId),
          ne(sightingMatches.status, 'DISMISSED'),
          isNull(sightings.hiddenAt),
          ne(sightings.status, 'PENDING'),
          only,
        ),
      )
      .orderBy(
        sql`case when ${sightingMatches.status} = 'FOUND' then 0 else 1 end`,
        desc(certain),
        desc(sightingMatches.score),
      );
  const [best, kept] = await Promise.all([query().limit(limit), query(toldOrAnswered)]);
  const listed = new Set(best.map((row) => row.sightingId));
  return [...best, ...kept.filter((row) => !listed.has(row.sightingId))];
}

/** A sighting's possible families: open, visible lost reports it matches, best first. */
export async function listFamilies(db: Db, sightingId: number, limit: number) {
  return db
    .select({
      lostReportId: lostReports.id,
      title: lostReports.title,
      dateLost: lostReports.dateLost,
      region: lostReports.region,
      district: lostReports.district,
      species: lostReports.species,
      gender: lostReports.gender,
      dogName: lostReports.dogName,
      thumbnailKey: lostReports.thumbnailKey,
      imageKey: lostReports.imageKey,
      similarity: sightingMatches.similarity,
    })
    .from(sightingMatches)
    .innerJoin(lostReports, eq(lostReports.id, sightingMatches.lostReportId))
    .where(
      and(
        eq(sightingMatches.sightingId, sightingId),
        ne(sightingMatches.status, 'DISMISSED'),
        eq(lostReports.status, 'OPEN'),
        isNull(lostReports.hiddenAt),
      ),
    )
    .orderBy(desc(sightingMatches.score))
    .limit(limit);
}

/** "이 아이가 맞아요": an open pair becomes CONFIRMED (again: no change); false when none. */
export async function confirmSightingMatch(db: Db, lostReportId: number, sightingId: number) {
  const rows = await db
    .update(sightingMatches)
    .set({ status: 'CONFIRMED' })
    .where(
      and(
        eq(sightingMatches.lostReportId, lostReportId),
        eq(sightingMatches.sightingId, sightingId),
        or(eq(sightingMatches.status, 'CANDIDATE'), eq(sightingMatches.status, 'CONFIRMED')),
      ),
    )
    .returning({ sightingId: sightingMatches.sightingId });
  return rows.length > 0;
}

export async function setSightingMatchStatus(
  db: Db,
  lostReportId: number,
  sightingId: number,
  status: 'DISMISSED' | 'FOUND',
): Promise<boolean> {
  const rows = await db
    .update(sightingMatches)
    .set({ status })
    .where(
      and(
        eq(sightingMatches.lostReportId, lostReportId),
        eq(sightingMatches.sightingId, sightingId),
      ),
    )
    .returning({ sightingId: sightingMatches.sightingId });
  return rows.length > 0;
}
