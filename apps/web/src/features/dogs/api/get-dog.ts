import { dogSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dogKeys } from './keys';

export const getDog = (id: number | string) => api(`/api/dog-details/${id}`, { schema: dogSchema });

export const dogQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: dogKeys.detail(id),
    queryFn: () => getDog(id),
    retry: false,
  });

export const useDog = (id: number | string) => useQuery(dogQueryOptions(id));
