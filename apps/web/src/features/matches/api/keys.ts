import { reportKeys } from '../../reports';

export const matchKeys = {
  /** Under the report's keys, so that any report write refetches its matches too. */
  report: (reportId: number) => [...reportKeys.all, 'matches', reportId] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
