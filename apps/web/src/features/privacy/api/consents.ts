import type { ConsentsUpdate } from '@chajul/contracts';
import { myConsentsSchema, okResponseSchema } from '@chajul/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../auth';
import { privacyKeys } from './keys';

export const getConsents = () => api('/api/mypage/consents', { schema: myConsentsSchema });

export const consentsQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.consents(), queryFn: getConsents });

export const useConsents = () => useQuery(consentsQueryOptions());

export const updateConsents = (body: ConsentsUpdate) =>
  api('/api/mypage/consents', { method: 'POST', body, schema: okResponseSchema });

/**
 * Agreeing or changing a consent: the member (who may no longer be asked), the consents and
 * the alert settings (the e-mail consent turns e-mail alerts on or off, ADR 162) are read again.
 */
export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsents,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['mypage'] }),
      ]),
  });
}
