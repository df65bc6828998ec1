import type { SightingListQuery } from '@chajul/contracts';
import { sightingPageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/query-options';
import { sightingKeys } from './keys';

export const getSightings = (query: SightingListQuery, signal?: AbortSignal) =>
  api('/api/sightings/paged', { query, schema: sightingPageSchema, signal });

export const sightingsQueryOptions = pagedQueryOptions(sightingKeys.list, getSightings);

export const useSightings = (query: SightingListQuery) => useQuery(sightingsQueryOptions(query));
