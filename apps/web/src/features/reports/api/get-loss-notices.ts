import type { LossNoticeQuery } from '@chajul/contracts';
import { lossNoticePageSchema } from '@chajul/contracts';
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
