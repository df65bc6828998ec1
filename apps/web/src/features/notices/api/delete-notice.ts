import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteNotice = (id: number) => api(`/api/notices/${id}`, { method: 'DELETE' });

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: ['notices', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['notices', 'list'] });
    },
  });
}
