import type { SQL } from 'drizzle-orm';
import { and, desc, eq, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dogEmbeddings,
  dogs,
  lostReports,
  notifications,
  reportEmbeddings,
  reportMatchStates,
  reportMatches,
  reportPhotos,
} from '../../db/schema';
import type { ModelKey } from '../search/search.repository';
import { packVector, unpackVector } from '../search/search.repository';
import type { ReportFacts, Scored } from './match-score';
import type { PhotoVector } from './photo-vectors';
import { reportFactColumns, withPoint } from './report-facts.repository';

export async function saveReportEmbedding(
  db: Db,
  key: ModelKey,
  e: { reportId: number; imageKey: string } & PhotoVector,
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

/** The report's photos, cover first (report_photos). */
export async function photoKeysOf(db: Db, reportId: number): Promise<string[]> {
  const rows = await db
    .select({ imageKey: reportPhotos.imageKey })
    .from(reportPhotos)
    .where(eq(reportPhotos.reportId, reportId))
    .orderBy(reportPhotos.position);
  return rows.map((r) => r.imageKey);
}

/** Stored vectors of this model for some of the report's photos, by photo. */
export async function reportVectors(
  db: Db,
  key: ModelKey,
  reportId: number,
): Promise<Map<string, PhotoVector>> {
  const rows = await db
    .select({
      imageKey: reportEmbeddings.imageKey,
      vector: reportEmbeddings.vector,
      dogness: reportEmbeddings.dogness,
    })
    .from(reportEmbeddings)
    .where(
      and(
        eq(reportEmbeddings.reportId, reportId),
        eq(reportEmbeddings.model, key.model),
        eq(reportEmbeddings.version, key.version),
      ),
    );
  return new Map(
    rows.map((r) => [r.imageKey, { vector: unpackVector(r.vector), dogness: r.dogness }]),
  );
}

/** Vectors of photos the report no longer has (an edit removed them) go. */
export async function deleteStaleReportVectors(db: Db, reportId: number, keep: string[]) {
  await db
    .delete(reportEmbeddings)
    .where(
      and(
        eq(reportEmbeddings.reportId, reportId),
        keep.length ? notInArray(reportEmbeddings.imageKey, keep) : undefined,
      ),
    );
}

const missingVector = (key: ModelKey) =>
  and(
    eq(reportEmbeddings.reportId, reportPhotos.reportId),
    eq(reportEmbeddings.imageKey, reportPhotos.imageKey),
    eq(reportEmbeddings.model, key.model),
    eq(reportEmbeddings.version, key.version),
  );

/** Open reports with a photo that has no vector of this model (demo data, a model switch). */
export async function reportsNeedingEmbedding(db: Db, key: ModelKey, limit: number) {
  const rows = await db
    .selectDistinct({ id: lostReports.id })
    .from(lostReports)
    .innerJoin(reportPhotos, eq(reportPhotos.reportId, lostReports.id))
    .leftJoin(reportEmbeddings, missingVector(key))
    .where(and(eq(lostReports.status, 'OPEN'), isNull(reportEmbeddings.reportId)))
    .orderBy(lostReports.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether every photo of the report has a vector of this model (its candidates are in). */
export async function allPhotosEmbedded(db: Db, key: ModelKey, reportId: number) {
  const rows = await db
    .select({ imageKey: reportPhotos.imageKey })
    .from(reportPhotos)
    .leftJoin(reportEmbeddings, missingVector(key))
    .where(and(eq(reportPhotos.reportId, reportId), isNull(reportEmbeddings.reportId)))
    .limit(1);
  return rows.length === 0;
}

export type OpenReport = ReportFacts & {
  id: number;
  /** Null for a visitor's report (issue 39): no member to alert. */
  authorId: number | null;
  title: string;
  /** One vector per photo: a dog is as close as it is to the report's best view. */
  vectors: Float32Array[];
  background: number | null;
};

/** Every open report's photo vectors of this model: what a newly embedded dog meets. */
export async function openReportVectors(db: Db, key: ModelKey): Promise<OpenReport[]> {
  const rows = await db
    .select({
      id: lostReports.id,
      authorId: lostReports.authorId,
      title: lostReports.title,
      vector: reportEmbeddings.vector,
      background: reportMatchStates.background,
      ...reportFactColumns,
    })
    .from(lostReports)
    .innerJoin(reportPhotos, eq(reportPhotos.reportId, lostReports.id))
    .innerJoin(reportEmbeddings, missingVector(key))
    .leftJoin(reportMatchStates, eq(reportMatchStates.reportId, lostReports.id))
    .where(and(eq(lostReports.status, 'OPEN'), isNull(lostReports.hiddenAt)))
    .orderBy(lostReports.id, reportPhotos.position);
  const reports = new Map<number, OpenReport>();
  for (const { vector, ...row } of rows) {
    const report = reports.get(row.id) ?? { ...withPoint(row), vectors: [] };
    report.vectors.push(unpackVector(vector));
    reports.set(row.id, report);
  }
  return [...reports.values()];
}

/**
 * The report's candidates after its photo or facts changed: undecided ones are replaced,
 * the author's "아니에요" and "찾았어요" stay as they were, and so does every dog the author
 * was told of (a DOG_MATCH notification, unique per pair: issue 36, ADR 200). One statement,
 * atomic without a transaction and one round trip (ADR 102): the candidates no longer scored
 * go, and the scored ones are written over undecided rows; the two touch different dogs.
 */
export async function replaceCandidates(db: Db, reportId: number, scored: Scored[]) {
  await db.execute(sql`
    with scored as (
      select * from jsonb_to_recordset(${JSON.stringify(scored)}::jsonb)
        as s("dogId" int, similarity real, score real)
    ),
    gone as (
      delete from ${reportMatches} m
      where m.report_id = ${reportId} and m.status = 'CANDIDATE'
        and m.dog_id not in (select "dogId" from scored)
        and not exists (
          select 1 from ${notifications} n where n.report_id = m.report_id and n.dog_id = m.dog_id
        )
    )
    insert into ${reportMatches} (report_id, dog_id, similarity, score)
    select ${reportId}, "dogId", similarity, score from scored
    on conflict (report_id, dog_id) do update
      set similarity = excluded.similarity, score = excluded.score
      where ${reportMatches}.status = 'CANDIDATE'`);
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

/** The author was told of the dog (a DOG_MATCH notification) or answered "찾았어요". */
const toldOrFound = or(
  sql`exists (select 1 from ${notifications} n
    where n.report_id = ${reportMatches.reportId} and n.dog_id = ${reportMatches.dogId})`,
  eq(reportMatches.status, 'FOUND'),
);

/**
 * A report's shelter candidates the owner has not dismissed: the best `limit` (the found one
 * first, then any with the report's 동물등록번호, `certain`, ADR 151, then best first), and
 * after them every dog the owner was told of, however low it scores (ADR 200).
 */
export async function listCandidates(
  db: Db,
  reportId: number,
  limit: number,
  microchip: string | null,
) {
  const certain = sql<boolean>`coalesce(${dogs.microchip} = ${microchip}, false)`;
  const query = (only?: SQL) =>
    db
      .select({
        dogId: reportMatches.dogId,
        certain,
        similarity: reportMatches.similarity,
        score: reportMatches.score,
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
      .where(and(eq(reportMatches.reportId, reportId), ne(reportMatches.status, 'DISMISSED'), only))
      .orderBy(
        sql`case when ${reportMatches.status} = 'FOUND' then 0 else 1 end`,
        desc(certain),
        desc(reportMatches.score),
      );
  const [best, kept] = await Promise.all([query().limit(limit), query(toldOrFound)]);
  const listed = new Set(best.map((row) => row.dogId));
  return [...best, ...kept.filter((row) => !listed.has(row.dogId))];
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

/** After a full match: the report's background, and when it was measured. */
export async function saveMatchState(db: Db, reportId: number, background: number | null) {
  const values = { reportId, background, matchedAt: new Date() };
  await db
    .insert(reportMatchStates)
    .values(values)
    .onConflictDoUpdate({ target: reportMatchStates.reportId, set: values });
}

/**
 * Open reports with a photo to match again, never matched first, then oldest: those never
 * matched, those last matched before `before` (the regular schedule), and those matched while
 * too few dogs were indexed to measure a background once a dog they can meet was embedded
 * since: a dog of this model found no more than `marginDays` before the day lost (older ones
 * are no candidates, match-score.ts). Without new dogs such a report waits for the schedule
 * (issue 36: with no shelter dogs it was matched again on every pass).
 */
export async function reportsToRematch(
  db: Db,
  key: ModelKey,
  marginDays: number,
  before: Date,
  limit: number,
) {
  const newDogItCanMeet = sql`exists (
    select 1 from ${dogEmbeddings} e join ${dogs} d on d.id = e.dog_id
    where e.model = ${key.model} and e.version = ${key.version}
      and e.created_at > ${reportMatchStates.matchedAt}
      and coalesce(d.found_date, d.notice_start_date, ${lostReports.dateLost})
        >= ${lostReports.dateLost} - ${marginDays}::int)`;
  const rows = await db
    .selectDistinct({ id: lostReports.id, matchedAt: reportMatchStates.matchedAt })
    .from(lostReports)
    .innerJoin(reportPhotos, eq(reportPhotos.reportId, lostReports.id))
    .leftJoin(reportMatchStates, eq(reportMatchStates.reportId, lostReports.id))
    .where(
      and(
        eq(lostReports.status, 'OPEN'),
        or(
          isNull(reportMatchStates.matchedAt),
          lt(reportMatchStates.matchedAt, before),
          and(isNull(reportMatchStates.background), newDogItCanMeet),
        ),
      ),
    )
    .orderBy(sql`${reportMatchStates.matchedAt} asc nulls first`, lostReports.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
