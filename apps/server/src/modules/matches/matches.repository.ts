import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs, lostReports, reportEmbeddings, reportMatches } from '../../db/schema';
import type { ModelKey } from '../search/search.repository';
import { packVector, unpackVector } from '../search/search.repository';
import type { DogFacts, ReportFacts, Scored } from './match-score';

const reportFactColumns = {
  region: lostReports.region,
  district: lostReports.district,
  dateLost: lostReports.dateLost,
  species: lostReports.species,
  gender: lostReports.gender,
};

export async function findReportForMatching(db: Db, id: number) {
  const [row] = await db
    .select({
      id: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      status: lostReports.status,
      imageKey: lostReports.imageKey,
      ...reportFactColumns,
    })
    .from(lostReports)
    .where(eq(lostReports.id, id));
  return row;
}

export async function saveReportEmbedding(
  db: Db,
  key: ModelKey,
  e: { reportId: number; imageKey: string; vector: Float32Array },
) {
  const values = { ...key, ...e, vector: packVector(e.vector), createdAt: new Date() };
  await db
    .insert(reportEmbeddings)
    .values(values)
    .onConflictDoUpdate({
      target: [
        reportEmbeddings.reportId,
        reportEmbeddings.model,
        reportEmbeddings.version,
        reportEmbeddings.imageKey,
      ],
      set: values,
    });
}

/** Open reports with a photo whose embedding is missing, stale or from another photo. */
export async function reportsNeedingEmbedding(db: Db, key: ModelKey, limit: number) {
  const rows = await db
    .select({ id: lostReports.id })
    .from(lostReports)
    .leftJoin(
      reportEmbeddings,
      and(eq(reportEmbeddings.reportId, lostReports.id), eq(reportEmbeddings.model, key.model)),
    )
    .where(
      and(
        eq(lostReports.status, 'OPEN'),
        isNotNull(lostReports.imageKey),
        or(
          isNull(reportEmbeddings.reportId),
          ne(reportEmbeddings.version, key.version),
          ne(reportEmbeddings.imageKey, lostReports.imageKey),
        ),
      ),
    )
    .orderBy(lostReports.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export type OpenReport = ReportFacts & {
  id: number;
  authorId: number;
  title: string;
  vector: Float32Array;
};

/** Every open report's vector of this model: what a newly embedded dog is checked against. */
export async function openReportVectors(db: Db, key: ModelKey): Promise<OpenReport[]> {
  const rows = await db
    .select({
      id: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      vector: reportEmbeddings.vector,
      ...reportFactColumns,
    })
    .from(lostReports)
    .innerJoin(
      reportEmbeddings,
      and(
        eq(reportEmbeddings.reportId, lostReports.id),
        eq(reportEmbeddings.model, key.model),
        eq(reportEmbeddings.version, key.version),
        eq(reportEmbeddings.imageKey, lostReports.imageKey),
      ),
    )
    .where(eq(lostReports.status, 'OPEN'));
  return rows.map((r) => ({ ...r, vector: unpackVector(r.vector) }));
}

export async function dogFactsByIds(db: Db, ids: number[]): Promise<Map<number, DogFacts>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: dogs.id,
      jurisd: dogs.jurisd,
      foundDate: dogs.foundDate,
      noticeStartDate: dogs.noticeStartDate,
      species: dogs.species,
      gender: dogs.gender,
      state: dogs.state,
    })
    .from(dogs)
    .where(inArray(dogs.id, ids));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/**
 * The report's candidates after its photo or facts changed: undecided ones are replaced,
 * the author's "아니에요" and "찾았어요" stay as they were.
 */
export async function replaceCandidates(db: Db, reportId: number, scored: Scored[]) {
  await db.transaction(async (tx) => {
    await tx
      .delete(reportMatches)
      .where(and(eq(reportMatches.reportId, reportId), eq(reportMatches.status, 'CANDIDATE')));
    if (scored.length) {
      await tx
        .insert(reportMatches)
        .values(scored.map((s) => ({ reportId, ...s })))
        .onConflictDoNothing();
    }
  });
}

/** A new pair; false when the pair was seen before (so nobody is alerted twice). */
export async function insertMatch(db: Db, reportId: number, s: Scored): Promise<boolean> {
  const rows = await db
    .insert(reportMatches)
    .values({ reportId, ...s })
    .onConflictDoNothing()
    .returning({ dogId: reportMatches.dogId });
  return rows.length > 0;
}

export async function listCandidates(db: Db, reportId: number, limit: number) {
  return db
    .select({
      dogId: reportMatches.dogId,
      similarity: reportMatches.similarity,
      status: reportMatches.status,
      imageKey: dogs.imageKey,
      thumbnailKey: dogs.thumbnailKey,
      species: dogs.species,
      gender: dogs.gender,
      foundDate: dogs.foundDate,
      foundPlace: dogs.foundPlace,
      jurisd: dogs.jurisd,
      shelterName: dogs.shelterName,
      state: dogs.state,
    })
    .from(reportMatches)
    .innerJoin(dogs, eq(dogs.id, reportMatches.dogId))
    .where(and(eq(reportMatches.reportId, reportId), ne(reportMatches.status, 'DISMISSED')))
    .orderBy(
      sql`case when ${reportMatches.status} = 'FOUND' then 0 else 1 end`,
      desc(reportMatches.score),
    )
    .limit(limit);
}

export async function setMatchStatus(
  db: Db,
  reportId: number,
  dogId: number,
  status: 'DISMISSED' | 'FOUND',
): Promise<boolean> {
  const rows = await db
    .update(reportMatches)
    .set({ status })
    .where(and(eq(reportMatches.reportId, reportId), eq(reportMatches.dogId, dogId)))
    .returning({ dogId: reportMatches.dogId });
  return rows.length > 0;
}

export async function closeReport(db: Db, reportId: number) {
  await db
    .update(lostReports)
    .set({ status: 'FOUND', updatedAt: new Date() })
    .where(eq(lostReports.id, reportId));
}

/** Whether the report's current photo has a vector of this model (its candidates are in). */
export async function hasCurrentEmbedding(
  db: Db,
  key: ModelKey,
  reportId: number,
  imageKey: string,
) {
  const rows = await db
    .select({ reportId: reportEmbeddings.reportId })
    .from(reportEmbeddings)
    .where(
      and(
        eq(reportEmbeddings.reportId, reportId),
        eq(reportEmbeddings.model, key.model),
        eq(reportEmbeddings.version, key.version),
        eq(reportEmbeddings.imageKey, imageKey),
      ),
    );
  return rows.length > 0;
}
