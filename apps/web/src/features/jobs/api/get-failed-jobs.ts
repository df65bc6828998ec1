import { failedJobsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { failedJobKeys } from './keys';

/** The list follows new failures now and then while the tab is open. */
const POLL_MS = 30_000;

/** GET /api/admin/failed-jobs: background jobs that failed every try (admin, ADR 101). */
export const getFailedJobs = (signal?: AbortSignal) =>
  api('/api/admin/failed-jobs', { schema: failedJobsSchema, signal });

export const failedJobsQueryOptions = () =>
  queryOptions({
    queryKey: failedJobKeys.all,
    queryFn: ({ signal }) => getFailedJobs(signal),
    refetchInterval: POLL_MS,
  });

export const useFailedJobs = () => useQuery(failedJobsQueryOptions());
