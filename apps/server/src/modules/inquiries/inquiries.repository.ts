import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { InquiryStatus } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { InquiryReplyRow } from '../../db/schema';
import { inquiries, inquiryReplies, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

/** Who is asking: decides which private inquiries a search may look into. */
export type Viewer = { id: number; admin: boolean } | null;

const replyCount = sql<number>`(select count(*) from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})::int`;
const hasReply = sql`exists (select 1 from ${inquiryReplies} where ${inquiryReplies.inquiryId} = ${inquiries.id})`;

/** Inquiries whose text the viewer may read. */
function readableBy(viewer: Viewer): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return or(eq(inquiries.isPublic, true), eq(inquiries.userId, viewer.id));
  return eq(inquiries.isPublic, true);
}

const listColumns = {
  id: inquiries.id,
  title: inquiries.title,
  userId: inquiries.userId,
  nickname: users.nickname,
  isPublic: inquiries.isPublic,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  replyCount,
};

export type InquiryListRow = {
  id: number;
  title: string;
  userId: number;
  nickname: string;
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  replyCount: number;
};

export async function listInquiries(
  db: Db,
  options: {
    viewer: Viewer;
    status: InquiryStatus | undefined;
    q: string | undefined;
    authorId?: number | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: InquiryListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (options.status)
    conditions.push(options.status === 'ANSWERED' ? hasReply : sql`not ${hasReply}`);
  if (options.authorId !== undefined) conditions.push(eq(inquiries.userId, options.authorId));
  if (options.q) {
    // A search only looks into text the viewer may read, so a private inquiry's words can
    // never be probed by searching for them.
    const pattern = containsPattern(options.q);
    conditions.push(
      readableBy(options.viewer),
      or(
        ilike(inquiries.title, pattern),
        ilike(inquiries.content, pattern),
        ilike(users.nickname, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [counted] = await db
    .select({ n: count() })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(where);
  const rows = await db
    .select(listColumns)
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: counted?.n ?? 0 };
}

export type InquiryDetailRow = InquiryListRow & { content: string };

export async function findInquiry(db: Db, id: number): Promise<InquiryDetailRow | undefined> {
  const [row] = await db
    .select({ ...listColumns, content: inquiries.content })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.userId))
    .where(eq(inquiries.id, id));
  return row;
}

/** The new inquiry as a detail row: the author's nickname is given, and it has no replies yet. */
export async function insertInquiry(
  db: Db,
  values: { title: string; content: string; isPublic: boolean; userId: number },
  nickname: string,
): Promise<InquiryDetailRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return { ...row, nickname, replyCount: 0 };
}

export async function updateInquiry(
  db: Db,
  id: number,
  values: { title: string; content: string; isPublic: boolean },
): Promise<void> {
  await db
    .update(inquiries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inquiries.id, id));
}

export async function deleteInquiry(db: Db, id: number): Promise<void> {
  await db.delete(inquiries).where(eq(inquiries.id, id));
}

export function listReplies(db: Db, inquiryId: number): Promise<InquiryReplyRow[]> {
  return db
    .select()
    .from(inquiryReplies)
    .where(eq(inquiryReplies.inquiryId, inquiryId))
    .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id));
}

export function findReply(
  db: Db,
  inquiryId: number,
  replyId: number,
): Promise<InquiryReplyRow | undefined> {
  return db.query.inquiryReplies.findFirst({
    where: and(eq(inquiryReplies.inquiryId, inquiryId), eq(inquiryReplies.id, replyId)),
  });
}

export async function insertReply(
  db: Db,
  values: { inquiryId: number; adminId: number; adminNickname: string; content: string },
): Promise<InquiryReplyRow> {
  const [row] = await db.insert(inquiryReplies).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateReply(db: Db, id: number, content: string): Promise<InquiryReplyRow> {
  const [row] = await db
    .update(inquiryReplies)
    .set({ content, updatedAt: new Date() })
    .where(eq(inquiryReplies.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteReply(db: Db, id: number): Promise<void> {
  await db.delete(inquiryReplies).where(eq(inquiryReplies.id, id));
}
