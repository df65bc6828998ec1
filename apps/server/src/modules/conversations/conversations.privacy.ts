import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages, petProfiles } from '../../db/schema';
import { reportIdsOf } from '../reports/reports.privacy';
import { sightingIdsOf } from '../sightings/sightings.privacy';

// The member's pets are read here, not through modules/pets: pets imports conversations.
const petIdsOf = (db: Db, userId: number) =>
  db.select({ id: petProfiles.id }).from(petProfiles).where(eq(petProfiles.ownerId, userId));

/** Messages of the member's conversations, hidden ones left out as the member sees them. */
export async function messagesOf(db: Db, userId: number) {
  const own = await db
    .select()
    .from(conversations)
    .where(
      or(
        inArray(conversations.lostReportId, reportIdsOf(db, userId)),
        inArray(conversations.sightingId, sightingIdsOf(db, userId)),
        // A QR 인식표 finder's conversation is with the dog's profile (ADR 254).
        inArray(conversations.petProfileId, petIdsOf(db, userId)),
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

/**
 * The withdrawal's `conversations` step. Conversations of the member's sightings go whole
 * (their messages by cascade). On the member's reports a finder's side stays (issue 39 item 6,
 * ADR 249): the member's messages go and the conversation is marked left, so the finder reads
 * that the family withdrew; the report's deletion then unlinks it. Each statement repeats
 * harmlessly after a crash. It finds them through the reports and sightings, so it runs first.
 */
export async function deleteConversations(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .delete(conversations)
      .where(inArray(conversations.sightingId, sightingIdsOf(tx, userId)));
    const left = tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(inArray(conversations.lostReportId, reportIdsOf(tx, userId)));
    await tx
      .delete(messages)
      .where(and(inArray(messages.conversationId, left), eq(messages.fromOwner, true)));
    await tx
      .update(conversations)
      .set({
        familyLeftAt: sql`coalesce(${conversations.familyLeftAt}, now())`,
        ownerReadAt: null,
      })
      .where(inArray(conversations.lostReportId, reportIdsOf(tx, userId)));
  });
}
