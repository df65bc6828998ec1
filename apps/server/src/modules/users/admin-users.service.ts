import type { AdminUser, AdminUsersPage, InquiryPage, MyReportPage } from '@chajul/contracts';
import { adminMessages } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { deleteImage } from '../../lib/image-store';
import { listInquiries } from '../inquiries/inquiries.service';
import { listOwnReports } from '../reports/reports.service';
import type { UserWithCounts } from './admin-users.repository';
import * as repo from './admin-users.repository';
import { toUser } from './users.mapper';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'log'>;
type Paging = { page: number; size: number };

const toAdminUser = (row: UserWithCounts): AdminUser => ({
  ...toUser(row),
  inquiryCount: row.inquiryCount,
  lostReportCount: row.lostReportCount,
});

export async function listMembers(
  app: App,
  query: Paging & { keyword?: string | undefined },
): Promise<AdminUsersPage> {
  const { rows, total } = await repo.listUsersWithCounts(app.db, {
    keyword: query.keyword,
    offset: query.page * query.size,
    limit: query.size,
  });
  return {
    content: rows.map(toAdminUser),
    totalPages: Math.ceil(total / query.size),
    totalElements: total,
    number: query.page,
  };
}

async function requireMember(app: App, id: number): Promise<UserWithCounts> {
  const row = await repo.findUserWithCounts(app.db, id);
  if (!row) throw notFound(adminMessages.memberNotFound);
  return row;
}

export const getMember = async (app: App, id: number) => toAdminUser(await requireMember(app, id));

/** The member's inquiries as an admin sees them (private ones included), zero-based pages. */
export async function listMemberInquiries(
  app: App,
  admin: UserRow,
  id: number,
  paging: Paging,
): Promise<InquiryPage> {
  await requireMember(app, id);
  const page = await listInquiries(
    app.db,
    admin,
    { page: paging.page + 1, limit: paging.size, size: 0, status: undefined, q: undefined },
    { authorId: id },
  );
  return { ...page, number: paging.page };
}

export async function listMemberReports(
  app: App,
  id: number,
  paging: Paging,
): Promise<MyReportPage> {
  const member = await requireMember(app, id);
  return listOwnReports(app, member, paging.page, paging.size);
}

/**
 * Removes a member with everything they wrote (ADR 080): reports with their photos,
 * inquiries with their replies, sessions. Photos are deleted after the rows, so a failed
 * database delete never leaves a report without its picture.
 */
export async function deleteMember(app: App, admin: UserRow, id: number): Promise<void> {
  if (admin.id === id) throw badRequest(adminMessages.cannotDeleteSelf);
  await requireMember(app, id);
  const images = await repo.reportImageKeysOf(app.db, id);
  if (!(await repo.deleteUser(app.db, id))) throw notFound(adminMessages.memberNotFound);
  for (const { key, thumbnailKey } of images) {
    if (!key || !thumbnailKey) continue;
    await deleteImage(app.storage, { key, thumbnailKey }).catch((error: unknown) =>
      app.log.warn({ err: error, key }, "could not remove a deleted member's photo"),
    );
  }
}
