import { mapListResponseSchema, mapResponseSchema } from '@chajul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mapKeys } from './keys';

/** GET /api/map: the bubbles and single pins of a view. */
export const useMapView = (query: Record<string, string>, enabled: boolean) =>
  useQuery({
    queryKey: mapKeys.view(query),
    queryFn: ({ signal }) => api('/api/map', { query, schema: mapResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/map/list: the same points, newest first, a page at a time. */
export const useMapList = (query: Record<string, string>, enabled: boolean) =>
  useQuery({
    queryKey: mapKeys.list(query),
    queryFn: ({ signal }) => api('/api/map/list', { query, schema: mapListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
