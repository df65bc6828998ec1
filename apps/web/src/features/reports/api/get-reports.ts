import type { ReportListQuery } from '@chajul/contracts';
import { reportPageSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

export const getReports = (query: ReportListQuery, signal?: AbortSignal) =>
  api('/api/lost-pet/paged', { query, schema: reportPageSchema, signal });

export const reportsQueryOptions = (query: ReportListQuery) =>
  queryOptions({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }) => getReports(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReports = (query: ReportListQuery) => useQuery(reportsQueryOptions(query));
