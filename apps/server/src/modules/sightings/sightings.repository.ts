import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postWithPhotos } from '../../db/post-photos';
import { aliased, pageWithTotal } from '../../db/page-query';
import type { SightingRow } from '../../db/schema';
import { sightingMatches, sightingPhotos, sightings, users } from '../../db/schema';
import { emailKey } from '../../lib/email-key';

export type NewSighting = typeof sightings.$inferInsert;
/** A sighting with the name its author shows: a member's nickname or a visitor's own. */
export type SightingWithAuthor = SightingRow & { authorName: string | null };

/** Public answers never hold a hidden sighting, or one still waiting for its e-mail. */
export const isPublic = and(eq(sightings.status, 'OPEN'), isNull(sightings.hiddenAt));
const authorName = sql<string | null>`coalesce(${users.nickname}, ${sightings.visitorName})`;

export type SightingFilter = {
  kind?: string | undefined;
  region?: string | undefined;
  district?: string | undefined;
};

/** A page as JSON: timestamps arrive as text and are turned back into dates here. */
type Dated = Omit<SightingWithAuthor, 'seenAt' | 'createdAt' | 'updatedAt'> & {
  seenAt: string;
  createdAt: string;
  updatedAt: string;
};
const withDates = (row: Dated): SightingWithAuthor => ({
  ...row,
  seenAt: new Date(row.seenAt),
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
  confirmedAt: row.confirmedAt && new Date(row.confirmedAt),
  closedAt: row.closedAt && new Date(row.closedAt),
  hiddenAt: row.hiddenAt && new Date(row.hiddenAt),
});

/** Open sightings for everyone, newest first; or one member's own, whatever their state. */
export async function listSightings(
  db: Db,
  filter: SightingFilter & { authorId?: number | undefined },
  paging: { offset: number; limit: number },
): Promise<{ rows: SightingWithAuthor[]; total: number }> {
  const where = and(
    filter.authorId === undefined ? isPublic : eq(sightings.authorId, filter.authorId),
    filter.kind ? eq(sightings.kind, filter.kind) : undefined,
    filter.region ? eq(sightings.region, filter.region) : undefined,
    filter.district ? eq(sightings.district, filter.district) : undefined,
  );
  const page = db
    .select(aliased({ ...getTableColumns(sightings), authorName }))
    .from(sightings)
    .leftJoin(users, eq(users.id, sightings.authorId))
    .where(where)
    .orderBy(desc(sightings.createdAt), desc(sightings.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const { rows, total } = await pageWithTotal<Dated>(
    db,
    page,
    db.select({ n: count() }).from(sightings).where(where),
  );
  return { rows: rows.map(withDates), total: total ?? 0 };
}

export async function findSighting(db: Db, id: number): Promise<SightingWithAuthor | undefined> {
  const [row] = await db
    .select({ sighting: sightings, authorName })
    .from(sightings)
    .leftJoin(users, eq(users.id, sightings.authorId))
    .where(eq(sightings.id, id));
  return row && { ...row.sighting, authorName: row.authorName };
}

/** The sighting's photos in the author's order, cover first. */
export const sightingPhotoKeys = (db: Db, sightingId: number) => posts.photoKeys(db, sightingId);

/** Found and seen reports as posts with photos (db/post-photos.ts). */
export const sightingPosts = postWithPhotos(sightings, sightingPhotos, 'sighting_id');
const posts = sightingPosts;

/** Inserts the sighting and its photos in one statement (ADR 102), like a lost report. */
export const insertSighting = posts.insert;

/** Updates the sighting and, given `nextPhotos`, its photos, under a row lock. */
export const updateSighting = posts.update;

/** A stored photo's access: public while its sighting is (ADR 225). */
export const photoAccessOf = posts.photoAccess;

/** A visitor's sighting goes public: true only the first time (the link may be opened twice). */
export const confirmSighting = posts.confirm;

/** Closed for good: off the lists, and the private link stops working (its nonce goes). */
export async function closeSighting(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(sightings)
    .set({ status: 'CLOSED', closedAt: new Date(), linkNonce: null, updatedAt: new Date() })
    .where(and(eq(sightings.id, id), sql`${sightings.status} <> 'CLOSED'`))
    .returning({ id: sightings.id });
  return rows.length > 0;
}

/**
 * How many sightings this mailbox sent since `since`: the per-e-mail limit, which counts
 * every `+tag` and case of an address as one (emailKey, ADR 229).
 */
export async function countVisitorPosts(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sightings)
    .where(and(eq(sightings.visitorEmailKey, emailKey(email)), gte(sightings.createdAt, since)));
  return row?.n ?? 0;
}

/** Visitors' posts never confirmed by `before` go; their photos are returned for storage. */
export const deletePendingBefore = posts.deletePendingBefore;

/** A pair the owner confirmed: "이 아이가 맞아요", or "찾았어요" through it (ADR 200). */
const CONFIRMED_PAIRS = ['CONFIRMED', 'FOUND'];

/**
 * A lost report's public timeline ("이 강아지를 봤다는 제보", issue 36, ADR 200): the sightings
 * its finders attached to it that its owner did not dismiss, and the candidates its owner
 * confirmed; never one seen before `lostAt`, the loss. Oldest first. Other candidates are
 * private to the owner (and each finder): a score is no sighting of this dog.
 */
export async function sightingsOfReport(db: Db, reportId: number, lostAt: Date, limit: number) {
  const pairs = (statuses: string[]) =>
    db
      .select({ id: sightingMatches.sightingId })
      .from(sightingMatches)
      .where(
        and(eq(sightingMatches.lostReportId, reportId), inArray(sightingMatches.status, statuses)),
      );
  const rows = await db
    .select({ sighting: sightings, authorName })
    .from(sightings)
    .leftJoin(users, eq(users.id, sightings.authorId))
    .where(
      and(
        isNull(sightings.hiddenAt),
        ne(sightings.status, 'PENDING'),
        gte(sightings.seenAt, lostAt),
        or(
          and(eq(sightings.lostReportId, reportId), notInArray(sightings.id, pairs(['DISMISSED']))),
          inArray(sightings.id, pairs(CONFIRMED_PAIRS)),
        ),
      ),
    )
    .orderBy(asc(sightings.seenAt), asc(sightings.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.sighting, authorName: r.authorName }));
}
