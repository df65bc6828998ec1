import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterReply } from './reply-invalidation';

export const deleteReply = (inquiryId: number, replyId: number) =>
  api(`/api/inquiries/${inquiryId}/replies/${replyId}`, { method: 'DELETE' });

export function useDeleteReply(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: number) => deleteReply(inquiryId, replyId),
    onSuccess: () => invalidateAfterReply(queryClient, inquiryId),
  });
}
