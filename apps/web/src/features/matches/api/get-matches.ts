import { matchListSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { matchKeys } from './keys';

export const getMatches = (reportId: number, signal?: AbortSignal) =>
  api(`/api/lost-pet/${reportId}/matches`, { schema: matchListSchema, signal });

/** While the server is still looking, ask again (for a minute at most). */
const PENDING_POLL_MS = 1500;
const PENDING_POLLS = 40;

export const matchesQueryOptions = (reportId: number) =>
  queryOptions({
    queryKey: matchKeys.report(reportId),
    queryFn: ({ signal }) => getMatches(reportId, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.pending && query.state.dataUpdateCount < PENDING_POLLS
        ? PENDING_POLL_MS
        : false,
  });

/** Only the author (or an admin) may ask; others would get 403. */
export const useMatches = (reportId: number, enabled: boolean) =>
  useQuery({ ...matchesQueryOptions(reportId), enabled });
