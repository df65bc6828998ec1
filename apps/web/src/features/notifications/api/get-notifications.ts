import { notificationPageSchema, unreadCountSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const NOTIFICATION_PAGE_SIZE = 10;
/** How often the header asks for new alerts while a page is open. */
const UNREAD_POLL_MS = 60_000;

export const getNotifications = (page: number, signal?: AbortSignal) =>
  api(`/api/notifications?page=${page}&size=${NOTIFICATION_PAGE_SIZE}`, {
    schema: notificationPageSchema,
    signal,
  });

export const notificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: ({ signal }) => getNotifications(page, signal),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (page: number) => useQuery(notificationsQueryOptions(page));

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      api('/api/notifications/unread-count', { schema: unreadCountSchema, signal }),
    refetchInterval: UNREAD_POLL_MS,
  });

export const useUnreadCount = (enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(), enabled });
