import { familyListSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { sightingKeys } from './keys';

/** While the server is still matching, ask again after this long. */
const PENDING_POLL_MS = 5_000;

/** The author's "possible families": lost reports like the sighting. */
export const getFamilies = (id: number, signal?: AbortSignal) =>
  api(`/api/sightings/${id}/matches`, {
    schema: familyListSchema,
    signal,
    headers: finderHeaders(id),
  });

export const useFamilies = (id: number) =>
  useQuery({
    queryKey: sightingKeys.families(id),
    queryFn: ({ signal }) => getFamilies(id, signal),
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });
