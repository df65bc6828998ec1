import { reportIdResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

export const deleteReport = (id: number) =>
  api(`/api/lost-pet/${id}`, { method: 'DELETE', schema: reportIdResponseSchema });

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: reportKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}
