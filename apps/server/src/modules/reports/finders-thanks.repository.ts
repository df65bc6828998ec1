import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversations,
  lostReports,
  petProfiles,
  sightingMatches,
  sightings,
} from '../../db/schema';

/*
 * The sighting's own columns, spelt out: drizzle leaves the table's name off the columns of
 * a one-table select, which inside the subqueries below would name another table's column.
 */
const sightingId = sql.raw('"sightings"."id"');
const sightingReportId = sql.raw('"sightings"."lost_report_id"');

/** The pairs in which the family said "this is my dog". */
const CONFIRMED = ['CONFIRMED', 'FOUND'];

/** A sighting tied to report `reportId`: answered from it, or confirmed by its family. */
const linkedTo = (reportId: number) =>
  or(
    sql`${sightingReportId} = ${reportId}`,
    sql`exists (select 1 from ${sightingMatches} where ${sightingMatches.sightingId} = ${sightingId}
      and ${sightingMatches.lostReportId} = ${reportId}
      and ${inArray(sightingMatches.status, CONFIRMED)})`,
  );

export type FinderToThank = {
  id: number;
  kind: string;
  status: string;
  authorId: number | null;
  visitorEmail: string | null;
  visitorName: string | null;
  linkNonce: string | null;
  /** Tied to this report (answered from it or confirmed): it closes with it. */
  linked: boolean;
  /** Also tied to, or talking with, another family still looking: it stays open. */
  otherOpen: boolean;
};

/**
 * The finders of a found report (issue 39 item 6, ADR 248): every public sighting in one of
 * its conversations, answered from it, or confirmed by its family, and the tag finders who
 * wrote through the dog's QR 인식표 since it was lost (ADR 254); not the family's own.
 */
export async function findersOf(
  db: Db,
  reportId: number,
  ownerId: number | null,
): Promise<FinderToThank[]> {
  // A QR 인식표 finder who told the family through the tag since the day the dog was lost
  // (ADR 254): their conversation is the profile's, whose lost report this is.
  const byTag = sql`(${conversations.petProfileId} in (select ${petProfiles.id} from ${petProfiles}
      where ${petProfiles.lostReportId} = ${reportId})
    and ${conversations.createdAt} >= (select (${lostReports.dateLost}::timestamp at time zone 'Asia/Seoul')
      from ${lostReports} where ${lostReports.id} = ${reportId}))`;
  const talking = sql`exists (select 1 from ${conversations}
    where ${conversations.sightingId} = ${sightingId}
      and (${conversations.lostReportId} = ${reportId} or ${byTag}))`;
  const otherOpen = sql<boolean>`exists (
    select 1 from ${lostReports} where ${lostReports.id} <> ${reportId}
      and ${lostReports.status} = 'OPEN' and (
        ${lostReports.id} = ${sightingReportId}
        or exists (select 1 from ${sightingMatches} where ${sightingMatches.sightingId} = ${sightingId}
          and ${sightingMatches.lostReportId} = ${lostReports.id}
          and ${inArray(sightingMatches.status, CONFIRMED)})
        or exists (select 1 from ${conversations} where ${conversations.sightingId} = ${sightingId}
          and ${conversations.lostReportId} = ${lostReports.id})))`;
  return db
    .select({
      id: sightings.id,
      kind: sightings.kind,
      status: sightings.status,
      authorId: sightings.authorId,
      visitorEmail: sightings.visitorEmail,
      visitorName: sightings.visitorName,
      linkNonce: sightings.linkNonce,
      linked: sql<boolean>`coalesce(${linkedTo(reportId)}, false)`,
      otherOpen,
    })
    .from(sightings)
    .where(
      and(
        or(linkedTo(reportId), talking),
        isNull(sightings.hiddenAt),
        ne(sightings.status, 'PENDING'),
        ownerId === null
          ? undefined
          : or(isNull(sightings.authorId), ne(sightings.authorId, ownerId)),
      ),
    )
    .orderBy(sightings.id);
}

/**
 * Closes the sightings the family's find answered: off the lists and the matching, so no
 * more "a family may be looking" mails. Unlike the finder's own close, the private link
 * keeps working: the visitor can still read the conversation and the thanks (ADR 248).
 */
export async function closeFoundSightings(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(sightings)
    .set({ status: 'CLOSED', closedAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(sightings.id, ids), eq(sightings.status, 'OPEN')))
    .returning({ id: sightings.id });
  return rows.map((r) => r.id);
}
