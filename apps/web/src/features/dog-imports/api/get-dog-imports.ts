import type { DogImportsStatus } from '@chajul/contracts';
import { dogImportsStatusSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dogImportKeys } from './keys';

/** While an import runs, the tab follows it at this pace; otherwise now and then. */
const RUNNING_POLL_MS = 2_000;
const IDLE_POLL_MS = 30_000;

const busy = (status: DogImportsStatus | undefined) =>
  !!status?.sources.some((s) => s.running || s.runs[0]?.status === 'running');

/** GET /api/admin/dog-imports: each source's recent runs, calls today and photos (admin). */
export const getDogImports = (signal?: AbortSignal) =>
  api('/api/admin/dog-imports', { schema: dogImportsStatusSchema, signal });

export const dogImportsQueryOptions = () =>
  queryOptions({
    queryKey: dogImportKeys.all,
    queryFn: ({ signal }) => getDogImports(signal),
    refetchInterval: (query) => (busy(query.state.data) ? RUNNING_POLL_MS : IDLE_POLL_MS),
  });

export const useDogImports = () => useQuery(dogImportsQueryOptions());
