import type { FlagReason, FlagTarget } from '@chajul/contracts';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  blockedEmails,
  conversations,
  flags,
  lostReports,
  messages,
  sightings,
  users,
} from '../../db/schema';
import { emailKey } from '../../lib/email-key';

export async function hasOpenFlag(db: Db, target: FlagTarget, targetId: number, flagger: string) {
  const rows = await db
    .select({ id: flags.id })
    .from(flags)
    .where(
      and(
        eq(flags.targetType, target),
        eq(flags.targetId, targetId),
        eq(flags.flagger, flagger),
        isNull(flags.resolvedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertFlag(
  db: Db,
  f: {
    targetType: FlagTarget;
    targetId: number;
    reason: FlagReason;
    detail: string | null;
    flagger: string;
  },
) {
  await db.insert(flags).values(f);
}

/** Flagged items, most recently flagged first: one row per item, with its flags counted. */
export async function listFlagged(
  db: Db,
  onlyOpen: boolean,
  paging: { offset: number; limit: number },
) {
  const open = sql<boolean>`bool_or(${flags.resolvedAt} is null)`;
  const grouped = db
    .select({
      targetType: flags.targetType,
      targetId: flags.targetId,
      flagCount: count(),
      reasons: sql<string[]>`array_agg(distinct ${flags.reason})`,
      details: sql<
        string[]
      >`array_remove(array_agg(${flags.detail} order by ${flags.createdAt} desc), null)`,
      lastFlaggedAt: sql<string>`max(${flags.createdAt})`,
      open,
    })
    .from(flags)
    .groupBy(flags.targetType, flags.targetId);
  const page = await (onlyOpen ? grouped.having(open) : grouped)
    .orderBy(desc(sql`max(${flags.createdAt})`))
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db
    .select({ n: count() })
    .from((onlyOpen ? grouped.having(open) : grouped).as('flagged'));
  return { rows: page, total: total?.n ?? 0 };
}

export async function resolveFlags(db: Db, target: FlagTarget, targetId: number, adminId: number) {
  await db
    .update(flags)
    .set({ resolvedAt: new Date(), resolvedBy: adminId })
    .where(
      and(eq(flags.targetType, target), eq(flags.targetId, targetId), isNull(flags.resolvedAt)),
    );
}

/** What the admin needs to judge an item, and who wrote it. */
export type Flagged = {
  excerpt: string;
  hidden: boolean;
  /** The member who wrote it, or a visitor's e-mail (never shown, only blocked). */
  authorId: number | null;
  visitorEmail: string | null;
  authorName: string | null;
  path: string | null;
};

export async function flaggedItem(
  db: Db,
  target: FlagTarget,
  id: number,
): Promise<Flagged | undefined> {
  if (target === 'LOST_REPORT') {
    const [row] = await db
      .select({
        excerpt: lostReports.title,
        hiddenAt: lostReports.hiddenAt,
        authorId: lostReports.authorId,
        authorName: users.nickname,
      })
      .from(lostReports)
      .innerJoin(users, eq(users.id, lostReports.authorId))
      .where(eq(lostReports.id, id));
    return (
      row && {
        ...row,
        hidden: row.hiddenAt !== null,
        visitorEmail: null,
        path: `/report/view?id=${id}`,
      }
    );
  }
  if (target === 'SIGHTING') {
    const [row] = await db
      .select({
        excerpt: sql<string>`concat_ws(' · ', ${sightings.place}, ${sightings.note})`,
        hiddenAt: sightings.hiddenAt,
        authorId: sightings.authorId,
        visitorEmail: sightings.visitorEmail,
        authorName: sql<string | null>`coalesce(${users.nickname}, ${sightings.visitorName})`,
      })
      .from(sightings)
      .leftJoin(users, eq(users.id, sightings.authorId))
      .where(eq(sightings.id, id));
    return row && { ...row, hidden: row.hiddenAt !== null, path: `/sighting/view?id=${id}` };
  }
  const [row] = await db
    .select({
      excerpt: messages.body,
      hiddenAt: messages.hiddenAt,
      fromOwner: messages.fromOwner,
      ownerId: lostReports.authorId,
      ownerName: users.nickname,
      finderId: sightings.authorId,
      visitorEmail: sightings.visitorEmail,
      visitorName: sightings.visitorName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(lostReports, eq(lostReports.id, conversations.lostReportId))
    .innerJoin(sightings, eq(sightings.id, conversations.sightingId))
    .innerJoin(users, eq(users.id, lostReports.authorId))
    .where(eq(messages.id, id));
  if (!row) return undefined;
  const finderName = row.finderId
    ? (await db.select({ n: users.nickname }).from(users).where(eq(users.id, row.finderId)))[0]?.n
    : row.visitorName;
  return {
    excerpt: row.excerpt,
    hidden: row.hiddenAt !== null,
    authorId: row.fromOwner ? row.ownerId : row.finderId,
    visitorEmail: row.fromOwner ? null : row.visitorEmail,
    authorName: row.fromOwner ? row.ownerName : (finderName ?? null),
    path: null,
  };
}

/** Hides (a date) or restores (null) the item; false when there is no such item. */
export async function setHidden(db: Db, target: FlagTarget, id: number, hiddenAt: Date | null) {
  const table = { LOST_REPORT: lostReports, SIGHTING: sightings, MESSAGE: messages }[target];
  const rows = await db
    .update(table)
    .set({ hiddenAt })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function blockMember(db: Db, userId: number) {
  await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, userId));
}

/** Blocks the mailbox, not the spelling: every `+tag` and case of it (emailKey, ADR 229). */
export async function blockEmail(db: Db, email: string, adminId: number) {
  await db
    .insert(blockedEmails)
    .values({ email: emailKey(email), blockedBy: adminId })
    .onConflictDoNothing();
}

export async function isMemberBlocked(db: Db, userId: number) {
  const [row] = await db.select({ at: users.blockedAt }).from(users).where(eq(users.id, userId));
  return row?.at !== null && row?.at !== undefined;
}

export async function isEmailBlocked(db: Db, email: string) {
  const rows = await db
    .select()
    .from(blockedEmails)
    .where(eq(blockedEmails.email, emailKey(email)));
  return rows.length > 0;
}

/** The message's conversation, to check that a flagger is one of its parties. */
export async function conversationOfMessage(db: Db, messageId: number) {
  const [row] = await db
    .select({ conversationId: messages.conversationId, hiddenAt: messages.hiddenAt })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row;
}
