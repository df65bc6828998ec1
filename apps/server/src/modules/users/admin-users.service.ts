import type { AdminUser, AdminUsersPage, InquiryPage, MyReportPage } from '@chajul/contracts';
import { adminMessages } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { Storage } from '../../lib/storage';
import { listInquiries } from '../inquiries/inquiries.service';
import { listOwnReports } from '../reports/reports.service';
import type { UserWithCounts } from './admin-users.repository';
import * as repo from './admin-users.repository';
import { toUser } from './users.mapper';

/** Members' rows, their photos in storage, and the log for photos that will not go. */
export type AdminUsersDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };
type Paging = { page: number; size: number };

const toAdminUser = (row: UserWithCounts): AdminUser => ({
  ...toUser(row),
  inquiryCount: row.inquiryCount,
  lostReportCount: row.lostReportCount,
});

export async function listMembers(
  deps: AdminUsersDeps,
  query: Paging & { keyword?: string | undefined },
): Promise<AdminUsersPage> {
  const { rows, total } = await repo.listUsersWithCounts(deps.db, {
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

async function requireMember(deps: AdminUsersDeps, id: number): Promise<UserWithCounts> {
  const row = await repo.findUserWithCounts(deps.db, id);
  if (!row) throw notFound(adminMessages.memberNotFound);
  return row;
}

export const getMember = async (deps: AdminUsersDeps, id: number) =>
  toAdminUser(await requireMember(deps, id));

/** The member's inquiries as an admin sees them (private ones included), zero-based pages. */
export async function listMemberInquiries(
  deps: AdminUsersDeps,
  admin: UserRow,
  id: number,
  paging: Paging,
): Promise<InquiryPage> {
  await requireMember(deps, id);
  const page = await listInquiries(
    deps.db,
    admin,
    { page: paging.page + 1, limit: paging.size, size: 0, status: undefined, q: undefined },
    { authorId: id },
  );
  return { ...page, number: paging.page };
}

export async function listMemberReports(
  deps: AdminUsersDeps,
  id: number,
  paging: Paging,
): Promise<MyReportPage> {
  const member = await requireMember(deps, id);
  return listOwnReports(deps, member, paging.page, paging.size);
}
