import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversations,
  inquiries,
  inquiryReplies,
  lostReports,
  messages,
  notifications,
  petProfiles,
  reportMatches,
  reportPhotos,
  savedDogs,
  savedSearches,
  sightingMatches,
  sightingPhotos,
  sightings,
  userConsents,
  users,
} from '../../db/schema';

const reportsOf = (db: Db, userId: number) =>
  db.select({ id: lostReports.id }).from(lostReports).where(eq(lostReports.authorId, userId));
const sightingsOf = (db: Db, userId: number) =>
  db.select({ id: sightings.id }).from(sightings).where(eq(sightings.authorId, userId));
const petsOf = (db: Db, userId: number) =>
  db.select({ id: petProfiles.id }).from(petProfiles).where(eq(petProfiles.ownerId, userId));

/** The profile as stored, without the password hash (a hash is no information about anyone). */
export async function profileOf(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    userid: row.userid,
    nickname: row.nickname,
    email: row.email,
    name: row.name,
    role: row.role,
    alertPreferences: row.alertPreferences,
    blockedAt: row.blockedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The consents given and withdrawn, with the policy version of each (ADR 161). */
export async function consentsOf(db: Db, userId: number) {
  return db
    .select({
      kind: userConsents.kind,
      version: userConsents.version,
      givenAt: userConsents.givenAt,
      withdrawnAt: userConsents.withdrawnAt,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(asc(userConsents.id));
}

/** Saved dogs and saved searches (issue 30), without a photo search's vector. */
export async function savedOf(db: Db, userId: number) {
  const dogs = await db
    .select({ dogId: savedDogs.dogId, savedAt: savedDogs.createdAt })
    .from(savedDogs)
    .where(eq(savedDogs.userId, userId));
  const searches = await db
    .select({
      id: savedSearches.id,
      kind: savedSearches.kind,
      page: savedSearches.page,
      filters: savedSearches.filters,
      threshold: savedSearches.threshold,
      paused: savedSearches.paused,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.id));
  return { dogs, searches };
}

export async function reportsWithPhotos(db: Db, userId: number) {
  const reports = await db
    .select()
    .from(lostReports)
    .where(eq(lostReports.authorId, userId))
    .orderBy(asc(lostReports.id));
  const photos = reports.length
    ? await db
        .select()
        .from(reportPhotos)
        .where(inArray(reportPhotos.reportId, reportsOf(db, userId)))
        .orderBy(asc(reportPhotos.reportId), asc(reportPhotos.position))
    : [];
  return { reports, photos };
}

export async function sightingsWithPhotos(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(sightings)
    .where(eq(sightings.authorId, userId))
    .orderBy(asc(sightings.id));
  const photos = rows.length
    ? await db
        .select()
        .from(sightingPhotos)
        .where(inArray(sightingPhotos.sightingId, sightingsOf(db, userId)))
        .orderBy(asc(sightingPhotos.sightingId), asc(sightingPhotos.position))
    : [];
  return { sightings: rows, photos };
}

export async function inquiriesOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(asc(inquiries.id));
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await db
        .select({
          inquiryId: inquiryReplies.inquiryId,
          adminNickname: inquiryReplies.adminNickname,
          content: inquiryReplies.content,
          createdAt: inquiryReplies.createdAt,
        })
        .from(inquiryReplies)
        .where(inArray(inquiryReplies.inquiryId, ids))
        .orderBy(asc(inquiryReplies.id))
    : [];
  return rows.map((row) => ({ ...row, replies: replies.filter((r) => r.inquiryId === row.id) }));
}

export async function matchesOf(db: Db, userId: number) {
  const dogs = await db
    .select()
    .from(reportMatches)
    .where(inArray(reportMatches.reportId, reportsOf(db, userId)));
  const found = await db
    .select()
    .from(sightingMatches)
    .where(
      or(
        inArray(sightingMatches.lostReportId, reportsOf(db, userId)),
        inArray(sightingMatches.sightingId, sightingsOf(db, userId)),
      ),
    );
  return { dogs, sightings: found };
}

export const notificationsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));

/** Messages of the member's conversations, hidden ones left out as the member sees them. */
export async function messagesOf(db: Db, userId: number) {
  const own = await db
    .select()
    .from(conversations)
    .where(
      or(
        inArray(conversations.lostReportId, reportsOf(db, userId)),
        inArray(conversations.sightingId, sightingsOf(db, userId)),
        // A QR 인식표 finder's conversation is with the dog's profile (ADR 254).
        inArray(conversations.petProfileId, petsOf(db, userId)),
      ),
    )
    .orderBy(asc(conversations.id));
  const ids = own.map((row) => row.id);
  const rows = ids.length
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(asc(messages.id))
    : [];
  return own.map((conversation) => ({
    ...conversation,
    messages: rows
      .filter((m) => m.conversationId === conversation.id && !m.hiddenAt)
      .map(({ fromOwner, body, createdAt }) => ({ fromOwner, body, createdAt })),
  }));
}
