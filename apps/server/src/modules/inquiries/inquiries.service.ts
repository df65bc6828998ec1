import type {
  Inquiry,
  InquiryListItem,
  InquiryPage,
  InquiryReply,
  inquiryBodySchema,
  inquiryListQuerySchema,
} from '@chajul/contracts';
import { inquiryMessages as m, inquiryStatus, maskNickname } from '@chajul/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { InquiryReplyRow, UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isAdmin } from '../../plugins/auth';
import type { InquiryDetailRow, InquiryListRow, Viewer } from './inquiries.repository';
import * as repo from './inquiries.repository';

type ListQuery = z.output<typeof inquiryListQuerySchema>;
type Body = z.output<typeof inquiryBodySchema>;

const viewerOf = (user: UserRow | null): Viewer =>
  user ? { id: user.id, admin: isAdmin(user) } : null;

/** Spec §4: a private inquiry opens only for an admin or its author. */
const canRead = (row: { isPublic: boolean; userId: number }, viewer: Viewer) =>
  row.isPublic || (viewer !== null && (viewer.admin || viewer.id === row.userId));

/** Everything but the text; a private row the viewer may not read says only that it exists. */
function summary(row: InquiryListRow, viewer: Viewer): Omit<InquiryListItem, 'displayNo'> {
  const readable = canRead(row, viewer);
  return {
    id: row.id,
    title: readable ? row.title : m.privatePost,
    authorNickname: readable ? row.nickname : maskNickname(row.nickname),
    isAuthor: viewer !== null && viewer.id === row.userId,
    createdAt: row.createdAt.toISOString(),
    isPublic: row.isPublic,
    readable,
    answered: row.replyCount > 0,
    replyCount: row.replyCount,
    status: inquiryStatus(row.replyCount),
  };
}

export async function listInquiries(
  db: Db,
  user: UserRow | null,
  query: ListQuery,
  options: { authorId?: number } = {},
): Promise<InquiryPage> {
  const limit = query.size || query.limit;
  const offset = (query.page - 1) * limit;
  const viewer = viewerOf(user);
  const { rows, total } = await repo.listInquiries(db, {
    viewer,
    status: query.status,
    q: query.q,
    authorId: options.authorId,
    offset,
    limit,
  });
  return {
    content: rows.map((row, i) => ({ ...summary(row, viewer), displayNo: total - offset - i })),
    totalPages: Math.ceil(total / limit),
    totalElements: total,
    number: query.page,
  };
}

async function requireInquiry(db: Db, id: number): Promise<InquiryDetailRow> {
  const row = await repo.findInquiry(db, id);
  if (!row) throw notFound(m.notFound);
  return row;
}

/** 403 for a private inquiry the user may not read: its text never leaves the server. */
async function requireReadable(db: Db, id: number, user: UserRow | null) {
  const row = await requireInquiry(db, id);
  if (!canRead(row, viewerOf(user))) throw forbidden(m.privateOnlyAuthor);
  return row;
}

const toInquiry = (row: InquiryDetailRow, user: UserRow | null): Inquiry => ({
  ...summary(row, viewerOf(user)),
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

export async function readInquiry(db: Db, id: number, user: UserRow | null): Promise<Inquiry> {
  return toInquiry(await requireReadable(db, id, user), user);
}

/** Answered from the insert itself: the writer is the author, so it is readable. */
export async function createInquiry(db: Db, user: UserRow, body: Body): Promise<Inquiry> {
  return toInquiry(await repo.insertInquiry(db, { ...body, userId: user.id }, user.nickname), user);
}

export async function updateInquiry(
  db: Db,
  id: number,
  user: UserRow,
  body: Body,
): Promise<Inquiry> {
  const row = await requireInquiry(db, id);
  if (row.userId !== user.id) throw forbidden(m.noEditPermission);
  await repo.updateInquiry(db, id, body);
  return readInquiry(db, id, user);
}

export async function deleteInquiry(db: Db, id: number, user: UserRow): Promise<void> {
  const row = await requireInquiry(db, id);
  if (row.userId !== user.id && !isAdmin(user)) throw forbidden(m.noDeletePermission);
  await repo.deleteInquiry(db, id);
}

const toReply = (row: InquiryReplyRow): InquiryReply => ({
  id: row.id,
  content: row.content,
  adminNickname: row.adminNickname,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listReplies(db: Db, id: number, user: UserRow | null) {
  await requireReadable(db, id, user);
  return (await repo.listReplies(db, id)).map(toReply);
}

/** A reply makes the inquiry ANSWERED: the status is derived from the replies (spec §4). */
export async function createReply(db: Db, id: number, admin: UserRow, content: string) {
  await requireInquiry(db, id);
  const row = await repo.insertReply(db, {
    inquiryId: id,
    adminId: admin.id,
    adminNickname: admin.nickname,
    content,
  });
  return toReply(row);
}

async function requireReply(db: Db, id: number, replyId: number) {
  await requireInquiry(db, id);
  const reply = await repo.findReply(db, id, replyId);
  if (!reply) throw notFound(m.replyNotFound);
  return reply;
}

export async function updateReply(db: Db, id: number, replyId: number, content: string) {
  await requireReply(db, id, replyId);
  return toReply(await repo.updateReply(db, replyId, content));
}

export async function deleteReply(db: Db, id: number, replyId: number): Promise<void> {
  await requireReply(db, id, replyId);
  await repo.deleteReply(db, replyId);
}
