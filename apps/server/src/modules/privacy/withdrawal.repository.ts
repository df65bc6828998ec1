import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversations,
  flags,
  inquiries,
  inquiryReplies,
  lostReports,
  messages,
  notifications,
  passwordResetTokens,
  phoneNumbers,
  phoneReveals,
  pushSubscriptions,
  refreshTokens,
  reportClosures,
  reportEmbeddings,
  reportMatches,
  reportMatchStates,
  reportPhotos,
  savedDogs,
  savedSearches,
  sightingMatches,
  sightingPhotos,
  sightings,
  smsSends,
  storageDeletions,
  userConsents,
  users,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const reportsOf = (db: Db | Tx, userId: number) =>
  db.select({ id: lostReports.id }).from(lostReports).where(eq(lostReports.authorId, userId));
const sightingsOf = (db: Db | Tx, userId: number) =>
  db.select({ id: sightings.id }).from(sightings).where(eq(sightings.authorId, userId));

/** Login fails from now on: the mark, a new credential version, no refresh token or reset link. */
export async function markWithdrawing(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(users)
      .set({
        withdrawingAt: new Date(),
        credentialVersion: sql`${users.credentialVersion} + 1`,
      })
      .where(and(eq(users.id, userId), isNull(users.withdrawingAt)))
      .returning({ id: users.id });
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    return marked.length === 1;
  });
}

/** Members whose withdrawal was asked for and has not finished (a crash, or still queued). */
export async function pendingWithdrawals(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.withdrawingAt), isNull(users.withdrawnAt)));
  return rows.map((row) => row.id);
}

export async function deleteSessions(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
}

/** Saved dogs and searches (their hits go with them) and the consents given (issue 29/30). */
export async function deleteSavedAndConsents(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
    await tx.delete(savedDogs).where(eq(savedDogs.userId, userId));
    await tx.delete(userConsents).where(eq(userConsents.userId, userId));
  });
}

export async function deleteDevicesAndNotifications(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    // The mobile number for texts and its send log (ADR 250).
    await tx.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
    await tx.delete(smsSends).where(eq(smsSends.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(phoneReveals).where(eq(phoneReveals.userId, userId));
    await tx.delete(flags).where(eq(flags.flagger, `user:${userId}`));
  });
}

/**
 * Conversations of the member's sightings go whole (their messages by cascade). On the
 * member's reports a finder's side stays (issue 39 item 6, ADR 249): the member's messages
 * go and the conversation is marked left, so the finder reads that the family withdrew; the
 * report's deletion then unlinks it. Each statement repeats harmlessly after a crash.
 */
export async function deleteConversations(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .delete(conversations)
      .where(inArray(conversations.sightingId, sightingsOf(tx, userId)));
    const left = tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.lostReportId, reportsOf(tx, userId)));
    await tx
      .delete(messages)
      .where(and(inArray(messages.conversationId, left), eq(messages.fromOwner, true)));
    await tx
      .update(conversations)
      .set({
        familyLeftAt: sql`coalesce(${conversations.familyLeftAt}, now())`,
        ownerReadAt: null,
      })
      .where(inArray(conversations.lostReportId, reportsOf(tx, userId)));
  });
}

/** Match candidates and photo vectors of the member's reports and sightings. */
export async function deleteMatchesAndVectors(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const own = reportsOf(tx, userId);
    await tx.delete(reportMatches).where(inArray(reportMatches.reportId, own));
    await tx.delete(reportMatchStates).where(inArray(reportMatchStates.reportId, own));
    await tx.delete(reportEmbeddings).where(inArray(reportEmbeddings.reportId, own));
    await tx
      .delete(sightingMatches)
      .where(
        or(
          inArray(sightingMatches.lostReportId, own),
          inArray(sightingMatches.sightingId, sightingsOf(tx, userId)),
        ),
      );
  });
}

async function queueFiles(tx: Tx, keys: (string | null)[]) {
  const rows = keys.filter((key): key is string => !!key).map((key) => ({ key }));
  if (rows.length > 0) await tx.insert(storageDeletions).values(rows).onConflictDoNothing();
}

/** The member's sightings; their files are queued for deletion in the same transaction. */
export async function deleteSightings(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const covers = await tx
      .select({ a: sightings.imageKey, b: sightings.thumbnailKey })
      .from(sightings)
      .where(eq(sightings.authorId, userId));
    const photos = await tx
      .select({ a: sightingPhotos.imageKey, b: sightingPhotos.thumbnailKey })
      .from(sightingPhotos)
      .where(inArray(sightingPhotos.sightingId, sightingsOf(tx, userId)));
    await queueFiles(
      tx,
      [...covers, ...photos].flatMap((row) => [row.a, row.b]),
    );
    await tx.delete(sightings).where(eq(sightings.authorId, userId));
  });
}

/**
 * The member's reports with their photos, vectors and phone reveals; their files are queued.
 * A closure row stays for the reunion count (ADR 152) without its note.
 */
export async function deleteReports(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    const own = reportsOf(tx, userId);
    const covers = await tx
      .select({ a: lostReports.imageKey, b: lostReports.thumbnailKey })
      .from(lostReports)
      .where(eq(lostReports.authorId, userId));
    const photos = await tx
      .select({ a: reportPhotos.imageKey, b: reportPhotos.thumbnailKey })
      .from(reportPhotos)
      .where(inArray(reportPhotos.reportId, own));
    await queueFiles(
      tx,
      [...covers, ...photos].flatMap((row) => [row.a, row.b]),
    );
    await tx
      .update(reportClosures)
      .set({ note: null })
      .where(inArray(reportClosures.reportId, own));
    await tx.delete(lostReports).where(eq(lostReports.authorId, userId));
  });
}

/** The member's inquiries with every reply to them (ADR 165); their own replies as an admin stay, unsigned. */
export async function deleteInquiries(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(inquiries).where(eq(inquiries.userId, userId));
    await tx
      .update(inquiryReplies)
      .set({ adminId: null })
      .where(eq(inquiryReplies.adminId, userId));
  });
}

export const queuedFiles = async (db: Db, limit: number) =>
  (await db.select({ key: storageDeletions.key }).from(storageDeletions).limit(limit)).map(
    (row) => row.key,
  );

export async function forgetQueuedFiles(db: Db, keys: string[]) {
  if (keys.length > 0) await db.delete(storageDeletions).where(inArray(storageDeletions.key, keys));
}

/** The account row keeps its id and the withdrawal time; every personal field is replaced. */
export async function blankAccount(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      userid: `_w${userId}`,
      nickname: `_w${userId}`,
      email: `withdrawn-${userId}@invalid`,
      passwordHash: '!',
      name: null,
      alertPreferences: {},
      blockedAt: null,
      withdrawnAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The member an admin deletes, if there is one: whether a withdrawal already began. */
export async function memberOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, withdrawingAt: users.withdrawingAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
