import type { QueryClient } from '@tanstack/react-query';
import { inquiryKeys } from './keys';

/** A reply changes the replies, the inquiry's status and every list that shows it. */
export const invalidateAfterReply = (queryClient: QueryClient, inquiryId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiryKeys.replies(inquiryId) }),
    queryClient.invalidateQueries({ queryKey: inquiryKeys.detail(inquiryId) }),
    queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() }),
  ]);
