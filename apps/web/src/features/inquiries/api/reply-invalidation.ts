import type { QueryClient } from '@tanstack/react-query';

/** A reply changes the replies, the inquiry's status and every list that shows it. */
export const invalidateAfterReply = (queryClient: QueryClient, inquiryId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['inquiries', 'replies', inquiryId] }),
    queryClient.invalidateQueries({ queryKey: ['inquiries', 'detail', inquiryId] }),
    queryClient.invalidateQueries({ queryKey: ['inquiries', 'list'] }),
  ]);
