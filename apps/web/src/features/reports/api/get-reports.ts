import type { ReportListQuery } from '@chajul/contracts';
import { reportPageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/query-options';
import { reportKeys } from './keys';

export const getReports = (query: ReportListQuery, signal?: AbortSignal) =>
  api('/api/lost-pet/paged', { query, schema: reportPageSchema, signal });

export const reportsQueryOptions = pagedQueryOptions(reportKeys.list, getReports);

export const useReports = (query: ReportListQuery) => useQuery(reportsQueryOptions(query));
