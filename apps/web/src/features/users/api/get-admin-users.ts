import { ADMIN_PAGE_SIZE, adminUsersPageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/query-options';
import { adminUserKeys } from './keys';

export type AdminUsersParams = { keyword: string; page: number };

/** Zero-based pages of 10; the keyword matches the ID or the nickname. */
export const getAdminUsers = (p: AdminUsersParams, signal?: AbortSignal) =>
  api('/api/admin/users/paged', {
    query: { keyword: p.keyword, page: p.page, size: ADMIN_PAGE_SIZE },
    schema: adminUsersPageSchema,
    signal,
  });

export const adminUsersQueryOptions = pagedQueryOptions(adminUserKeys.list, getAdminUsers);

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQueryOptions(params));
