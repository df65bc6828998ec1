import { photoSearchStatusSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** The model changes only on a restart or a model switch: a few minutes old is fresh enough. */
const STATUS_STALE_MS = 5 * 60_000;

/** GET /api/search/status (public): which embedder answers photo searches, and if the fallback. */
export const getSearchStatus = (signal?: AbortSignal) =>
  api('/api/search/status', { schema: photoSearchStatusSchema, signal });

export const searchStatusQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.status(),
    queryFn: ({ signal }) => getSearchStatus(signal),
    staleTime: STATUS_STALE_MS,
  });

export const useSearchStatus = () => useQuery(searchStatusQueryOptions());
