import type { ReportClose } from '@chajul/contracts';
import { okResponseSchema, OWNER_TOKEN_HEADER } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** POST /api/lost-pet/{id}/close: 찾았어요, with how the dog came home (ADR 152). */
export const closeReport = ({ id, ...body }: ReportClose & { id: number }) =>
  api(`/api/lost-pet/${id}/close`, { method: 'POST', body, schema: okResponseSchema });

/** A visitor's 찾았어요, by the private link in its header (ADR 243); the link ends with it. */
export const closeReportByLink = (token: string, body: ReportClose) =>
  api('/api/lost-pet/by-link/close', {
    method: 'POST',
    body,
    headers: { [OWNER_TOKEN_HEADER]: token },
    schema: okResponseSchema,
  });

/** A member's close, or with `token` a visitor's by the private link. */
export function useCloseReport(token?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportClose & { id: number }) =>
      token ? closeReportByLink(token, body) : closeReport({ id, ...body }),
    // The detail, the lists (it leaves the open ones) and its matches change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
