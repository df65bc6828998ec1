import { unreadCountSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unreadCountQueryOptions } from './get-notifications';
import { notificationKeys } from './keys';

/** One notification (its id) or all of them (no id) marked read. */
export const readNotifications = (id?: number) =>
  api(id === undefined ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, {
    method: 'POST',
    schema: unreadCountSchema,
  });

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadCountQueryOptions().queryKey, unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
