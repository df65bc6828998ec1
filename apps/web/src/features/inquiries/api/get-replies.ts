import { inquiryRepliesSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export const getReplies = (inquiryId: number, signal?: AbortSignal) =>
  api(`/api/inquiries/${inquiryId}/replies`, { schema: inquiryRepliesSchema, signal });

export const repliesQueryOptions = (inquiryId: number) =>
  queryOptions({
    queryKey: inquiryKeys.replies(inquiryId),
    queryFn: ({ signal }) => getReplies(inquiryId, signal),
  });

export const useReplies = (inquiryId: number, enabled: boolean) =>
  useQuery({ ...repliesQueryOptions(inquiryId), enabled });
