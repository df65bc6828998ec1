import type { EmailAlerts } from '@chajul/contracts';
import { emailAlertsSchema, okResponseSchema } from '@chajul/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

export const emailAlertsQueryOptions = () =>
  queryOptions({
    queryKey: matchKeys.emailAlerts(),
    queryFn: ({ signal }) => api('/api/mypage/alerts', { schema: emailAlertsSchema, signal }),
  });

export const useEmailAlerts = () => useQuery(emailAlertsQueryOptions());

export const updateEmailAlerts = (body: EmailAlerts) =>
  api('/api/mypage/alerts', { method: 'PUT', body, schema: okResponseSchema });

export function useUpdateEmailAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailAlerts,
    onSuccess: (_result, body) =>
      queryClient.setQueryData(emailAlertsQueryOptions().queryKey, body),
  });
}
