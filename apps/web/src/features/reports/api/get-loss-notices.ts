import type { LossNoticeMatchQuery, LossNoticeQuery } from '@chajul/contracts';
import { lossNoticeMatchesSchema, lossNoticePageSchema } from '@chajul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const lossNoticeKeys = {
  all: ['loss-notices'] as const,
  list: (query: LossNoticeQuery) => [...lossNoticeKeys.all, query] as const,
};

export const getLossNotices = (query: LossNoticeQuery, signal?: AbortSignal) =>
  api('/api/loss-notices', { query, schema: lossNoticePageSchema, signal });

export const useLossNotices = (query: LossNoticeQuery) =>
  useQuery({
    queryKey: lossNoticeKeys.list(query),
    queryFn: ({ signal }) => getLossNotices(query, signal),
    placeholderData: keepPreviousData,
  });

/** The notices like a dog found, seen or in a shelter (ADR 247); off until the facts are known. */
export const useLossNoticesLike = (query: LossNoticeMatchQuery | undefined) =>
  useQuery({
    queryKey: [...lossNoticeKeys.all, 'like', query] as const,
    queryFn: ({ signal }) =>
      api('/api/loss-notices/like', { query, schema: lossNoticeMatchesSchema, signal }),
    enabled: !!query,
  });
