import { inquiryReplySchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterReply } from './reply-invalidation';

export const createReply = (inquiryId: number, content: string) =>
  api(`/api/inquiries/${inquiryId}/replies`, {
    method: 'POST',
    // Spec §7: the client sends isPublic: true with every reply.
    body: { content, isPublic: true },
    schema: inquiryReplySchema,
  });

export function useCreateReply(inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createReply(inquiryId, content),
    onSuccess: () => invalidateAfterReply(queryClient, inquiryId),
  });
}
