import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './keys';

export const deleteNotice = (id: number) => api(`/api/notices/${id}`, { method: 'DELETE' });

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: noticeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
    },
  });
}
