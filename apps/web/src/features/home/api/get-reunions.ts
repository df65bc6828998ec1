import { reunionsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/home/reunions: reports closed as found, counted from their closures (ADR 152). */
export const reunionsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'reunions'] as const,
    queryFn: ({ signal }) => api('/api/home/reunions', { schema: reunionsSchema, signal }),
  });

export const useReunions = () => useQuery(reunionsQueryOptions());
