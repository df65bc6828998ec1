import { flaggedPageSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moderationKeys } from './keys';

export const FLAG_PAGE_SIZE = 20;

/** The admin's queue: one row per flagged item, newest flag first (ADR 138). */
export const getFlags = (status: 'OPEN' | 'ALL', page: number, signal?: AbortSignal) =>
  api('/api/admin/flags', {
    query: { status, page, size: FLAG_PAGE_SIZE },
    schema: flaggedPageSchema,
    signal,
  });

export const flagsQueryOptions = (status: 'OPEN' | 'ALL', page: number) =>
  queryOptions({
    queryKey: moderationKeys.list(status, page),
    queryFn: ({ signal }) => getFlags(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useFlags = (status: 'OPEN' | 'ALL', page: number) =>
  useQuery(flagsQueryOptions(status, page));
