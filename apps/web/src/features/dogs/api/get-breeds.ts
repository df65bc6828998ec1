import { breedsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dogKeys } from './keys';

export const getBreeds = () => api('/api/dog-details/breeds', { schema: breedsSchema });

export const breedsQueryOptions = () =>
  queryOptions({ queryKey: dogKeys.breeds(), queryFn: getBreeds, staleTime: 10 * 60_000 });

export const useBreeds = () => useQuery(breedsQueryOptions());
