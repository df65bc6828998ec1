import { shelterSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shelterKeys } from './keys';

/** One shelter for its page (`GET /api/shelters/{careRegNo}`). */
export const getShelter = (careRegNo: string) =>
  api(`/api/shelters/${encodeURIComponent(careRegNo)}`, { schema: shelterSchema });

export const shelterQueryOptions = (careRegNo: string) =>
  queryOptions({
    queryKey: [...shelterKeys.all, 'one', careRegNo] as const,
    queryFn: () => getShelter(careRegNo),
    retry: false,
  });

export const useShelter = (careRegNo: string) => useQuery(shelterQueryOptions(careRegNo));
