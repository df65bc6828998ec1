import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversations,
  lostReports,
  messages,
  petProfiles,
  sightings,
  users,
} from '../../db/schema';

/** A conversation with what its parties and its summary need. */
const summaryColumns = {
  id: conversations.id,
  lostReportId: conversations.lostReportId,
  sightingId: conversations.sightingId,
  ownerReadAt: conversations.ownerReadAt,
  finderReadAt: conversations.finderReadAt,
  finderMailedAt: conversations.finderMailedAt,
  finderMailOffAt: conversations.finderMailOffAt,
  familyMailedAt: conversations.familyMailedAt,
  familyMailOffAt: conversations.familyMailOffAt,
  familyLeftAt: conversations.familyLeftAt,
  updatedAt: conversations.updatedAt,
  petProfileId: conversations.petProfileId,
  reportTitle: sql<string | null>`coalesce(${lostReports.title}, ${petProfiles.name})`,
  /** The family: the report's author, or the profile's owner for a tag's conversation (ADR 254). */
  reportAuthorId: sql<number | null>`coalesce(${lostReports.authorId}, ${petProfiles.ownerId})`,
  reportThumbnailKey: lostReports.thumbnailKey,
  reportHiddenAt: lostReports.hiddenAt,
  /** A visitor family's private link (ADR 243, 258): null once the report closed. */
  reportLinkNonce: lostReports.linkNonce,
  sightingKind: sightings.kind,
  sightingPlace: sightings.place,
  sightingThumbnailKey: sightings.thumbnailKey,
  sightingAuthorId: sightings.authorId,
  sightingLinkNonce: sightings.linkNonce,
  sightingStatus: sightings.status,
  sightingHiddenAt: sightings.hiddenAt,
  visitorEmail: sightings.visitorEmail,
  finderName: sql<string | null>`coalesce(${users.nickname}, ${sightings.visitorName})`,
};

/** The report is left-joined: a withdrawn family's report is gone (ADR 249). */
const joined = (db: Db) =>
  db
    .select(summaryColumns)
    .from(conversations)
    .leftJoin(lostReports, eq(lostReports.id, conversations.lostReportId))
    .leftJoin(petProfiles, eq(petProfiles.id, conversations.petProfileId))
    .innerJoin(sightings, eq(sightings.id, conversations.sightingId))
    .leftJoin(users, eq(users.id, sightings.authorId));
export type ConversationInfo = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export async function findConversation(db: Db, id: number): Promise<ConversationInfo | undefined> {
  const [row] = await joined(db).where(eq(conversations.id, id));
  return row;
}

export async function findPair(db: Db, lostReportId: number, sightingId: number) {
  const [row] = await joined(db).where(
    and(eq(conversations.lostReportId, lostReportId), eq(conversations.sightingId, sightingId)),
  );
  return row;
}

/** The pair's conversation, made the first time; its id either way. */
export async function openPair(db: Db, lostReportId: number, sightingId: number) {
  const [row] = await db
    .insert(conversations)
    .values({ lostReportId, sightingId })
    .onConflictDoUpdate({
      target: [conversations.lostReportId, conversations.sightingId],
      set: { lostReportId: sql`excluded.lost_report_id` },
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/** Who lists conversations: a member, a visitor finder's sighting, a visitor family's report. */
export type Lister = { userId: number } | { sightingId: number } | { lostReportId: number };

const listedFor = (who: Lister) =>
  'userId' in who
    ? or(
        eq(lostReports.authorId, who.userId),
        eq(petProfiles.ownerId, who.userId),
        eq(sightings.authorId, who.userId),
      )
    : 'sightingId' in who
      ? eq(conversations.sightingId, who.sightingId)
      : eq(conversations.lostReportId, who.lostReportId);

/** Conversations a member is in (as owner or finder), or those of one visitor's post. */
export async function listConversations(
  db: Db,
  who: Lister,
  paging: { offset: number; limit: number },
) {
  const where = and(listedFor(who), isNull(lostReports.hiddenAt), isNull(sightings.hiddenAt));
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .offset(paging.offset)
      .limit(paging.limit),
    db
      .select({ n: count() })
      .from(conversations)
      .leftJoin(lostReports, eq(lostReports.id, conversations.lostReportId))
      .leftJoin(petProfiles, eq(petProfiles.id, conversations.petProfileId))
      .innerJoin(sightings, eq(sightings.id, conversations.sightingId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The messages an admin did not hide, oldest first. */
export async function listMessages(db: Db, conversationId: number) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), isNull(messages.hiddenAt)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function lastMessage(db: Db, conversationId: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), isNull(messages.hiddenAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row;
}

/** Messages from the other side since this side last read (and up to `until`, if given). */
export async function countUnread(
  db: Db,
  conversationId: number,
  fromOwner: boolean,
  since: Date | null,
  until?: Date,
) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.fromOwner, fromOwner),
        isNull(messages.hiddenAt),
        since ? gt(messages.createdAt, since) : undefined,
        until ? lte(messages.createdAt, until) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function insertMessage(
  db: Db,
  m: { conversationId: number; fromOwner: boolean; body: string },
) {
  const [row] = await db.insert(messages).values(m).returning();
  const now = row!.createdAt;
  // Writing is reading: the writer's side has seen everything up to its own message.
  await db
    .update(conversations)
    .set(m.fromOwner ? { updatedAt: now, ownerReadAt: now } : { updatedAt: now, finderReadAt: now })
    .where(eq(conversations.id, m.conversationId));
  return row!;
}

export async function markRead(db: Db, conversationId: number, side: 'OWNER' | 'FINDER') {
  await db
    .update(conversations)
    .set(side === 'OWNER' ? { ownerReadAt: new Date() } : { finderReadAt: new Date() })
    .where(eq(conversations.id, conversationId));
}

/** The visitor side a message mail goes to: the finder, or the family (ADR 227, 258). */
export type MailSide = 'FINDER' | 'FAMILY';

/**
 * Takes a visitor's mail window of a conversation (ADR 227): when its last mail is older
 * than the window, it is now, by the database's clock, which wrote the messages' times. Undefined
 * when the window is not over (another process mailed meanwhile).
 */
export async function claimVisitorMail(
  db: Db,
  conversationId: number,
  windowSeconds: number,
  side: MailSide,
): Promise<Date | undefined> {
  const column = side === 'FINDER' ? conversations.finderMailedAt : conversations.familyMailedAt;
  const [row] = await db
    .update(conversations)
    .set(side === 'FINDER' ? { finderMailedAt: sql`now()` } : { familyMailedAt: sql`now()` })
    .where(
      and(
        eq(conversations.id, conversationId),
        or(isNull(column), sql`${column} <= now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .returning({ at: column });
  return row?.at ?? undefined;
}

/** A QR 인식표's conversation: the profile's owner and the tag finder's sighting (ADR 254). */
export async function openTagConversation(db: Db, petProfileId: number, sightingId: number) {
  const [row] = await db
    .insert(conversations)
    .values({ petProfileId, sightingId })
    .returning({ id: conversations.id });
  return row!.id;
}
