import { inquiryReplySchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterReply } from './reply-invalidation';

export const updateReply = (inquiryId: number, replyId: number, content: string) =>
  api(`/api/inquiries/${inquiryId}/replies/${replyId}`, {
    method: 'PATCH',
    body: { content },
    schema: inquiryReplySchema,
  });

export function useUpdateReply(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ replyId, content }: { replyId: number; content: string }) =>
      updateReply(inquiryId, replyId, content),
    onSuccess: () => invalidateAfterReply(queryClient, inquiryId),
  });
}
