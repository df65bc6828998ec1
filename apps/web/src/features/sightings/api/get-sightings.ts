import type { SightingListQuery } from '@chajul/contracts';
import { sightingPageSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sightingKeys } from './keys';

export const getSightings = (query: SightingListQuery, signal?: AbortSignal) =>
  api('/api/sightings/paged', { query, schema: sightingPageSchema, signal });

export const sightingsQueryOptions = (query: SightingListQuery) =>
  queryOptions({
    queryKey: sightingKeys.list(query),
    queryFn: ({ signal }) => getSightings(query, signal),
    placeholderData: keepPreviousData,
  });

export const useSightings = (query: SightingListQuery) => useQuery(sightingsQueryOptions(query));
