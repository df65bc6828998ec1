import type { LossNoticeMatchQuery, LossNoticeQuery } from '@chajul/contracts';
import { lossNoticeMatchesSchema, lossNoticePageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/query-options';

export const lossNoticeKeys = {
  all: ['loss-notices'] as const,
  list: (query: LossNoticeQuery) => [...lossNoticeKeys.all, query] as const,
};

export const getLossNotices = (query: LossNoticeQuery, signal?: AbortSignal) =>
  api('/api/loss-notices', { query, schema: lossNoticePageSchema, signal });

const lossNoticesQueryOptions = pagedQueryOptions(lossNoticeKeys.list, getLossNotices);

export const useLossNotices = (query: LossNoticeQuery) => useQuery(lossNoticesQueryOptions(query));

/** The notices like a dog found, seen or in a shelter (ADR 247); off until the facts are known. */
export const useLossNoticesLike = (query: LossNoticeMatchQuery | undefined) =>
  useQuery({
    queryKey: [...lossNoticeKeys.all, 'like', query] as const,
    queryFn: ({ signal }) =>
      api('/api/loss-notices/like', { query, schema: lossNoticeMatchesSchema, signal }),
    enabled: !!query,
  });
