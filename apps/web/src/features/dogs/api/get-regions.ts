import { dogRegionsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dogKeys } from './keys';

/** GET /api/dog-details/regions: the 시/도 that hold dogs (more than one after a nationwide import). */
export const getDogRegions = () => api('/api/dog-details/regions', { schema: dogRegionsSchema });

export const dogRegionsQueryOptions = () =>
  queryOptions({
    queryKey: dogKeys.regions(),
    queryFn: getDogRegions,
    // An import adds 시/도 (a nationwide one, many): asked again after a minute, not ten, and
    // again after a failure, which would leave only the fallback 경기도 (issue 38 item 17).
    staleTime: 60_000,
  });

export const useDogRegions = () => useQuery(dogRegionsQueryOptions());
