import type { DogImportsStatus } from '@chajul/contracts';
import { dogImportsStatusSchema } from '@chajul/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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

/** Every dog list and detail the app keeps (the dogs feature's `dogKeys.all`). */
const DOG_QUERIES = ['dogs'] as const;

/** What changes when a run starts or ends, or photos arrive: each source's newest run. */
const outcomeOf = (status: DogImportsStatus) =>
  status.sources
    .map(
      (s) =>
        `${s.source}:${s.running}:${s.runs[0]?.id ?? 0}:${s.runs[0]?.status ?? ''}:${s.photosPending}`,
    )
    .join('|');

/**
 * The tab's status; when a run has ended (or a photo pass) since the last look, the dog lists
 * this tab kept, the home page's 「최근 등록된 유기견」 among them, are asked again instead of
 * showing the dogs from before the import for their 30 s (issue 38 item 15).
 */
export function useDogImports() {
  const query = useQuery(dogImportsQueryOptions());
  const queryClient = useQueryClient();
  const last = useRef<string | undefined>(undefined);
  const outcome = query.data ? outcomeOf(query.data) : undefined;
  const idle = !busy(query.data);
  useEffect(() => {
    if (outcome === undefined) return;
    const changed = last.current !== undefined && last.current !== outcome;
    last.current = outcome;
    if (changed && idle) void queryClient.invalidateQueries({ queryKey: DOG_QUERIES });
  }, [outcome, idle, queryClient]);
  return query;
}
