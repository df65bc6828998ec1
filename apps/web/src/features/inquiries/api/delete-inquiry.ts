import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export const deleteInquiry = (id: number) => api(`/api/inquiries/${id}`, { method: 'DELETE' });

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: inquiryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
    },
  });
}
