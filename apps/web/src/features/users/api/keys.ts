import type { AdminUsersParams } from './get-admin-users';

/** A member's detail is the prefix of their inquiry and report pages: removed together. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (params: AdminUsersParams) => [...adminUserKeys.lists(), params] as const,
  detail: (id: number) => [...adminUserKeys.all, 'detail', id] as const,
  inquiries: (id: number, page: number) =>
    [...adminUserKeys.detail(id), 'inquiries', page] as const,
  reports: (id: number, page: number) => [...adminUserKeys.detail(id), 'reports', page] as const,
};

export const myActivityKeys = {
  reports: () => ['mypage', 'reports'] as const,
  inquiries: () => ['mypage', 'inquiries'] as const,
};
