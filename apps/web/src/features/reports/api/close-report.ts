import type { ReportClose } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** POST /api/lost-pet/{id}/close: 찾았어요, with how the dog came home (ADR 152). */
export const closeReport = ({ id, ...body }: ReportClose & { id: number }) =>
  api(`/api/lost-pet/${id}/close`, { method: 'POST', body, schema: okResponseSchema });

export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeReport,
    // The detail, the lists (it leaves the open ones) and its matches change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
