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
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useDogRegions = () => useQuery(dogRegionsQueryOptions());
