import type { DogsPage } from '@chajul/contracts';
import { dogsPageSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dogKeys } from './keys';

/** Lists show 9 cards a page (spec §9); the server pages, so lists never stop at 1000. */
export const DOGS_PER_PAGE = 9;

/** The list's filters as the query sends them (contracts `dogFilterFields`). */
export type DogFilters = {
  jurisd?: string;
  species?: string;
  keyword?: string;
  state?: string;
  foundFrom?: string;
  foundTo?: string;
  gender?: string;
  sizeClass?: string;
  ageGroup?: string;
  color?: string;
  neutered?: string;
  shelterId?: string;
};

export const getDogs = (filters: DogFilters, page: number, size = DOGS_PER_PAGE) =>
  api('/api/dog-details/paged', { query: { ...filters, page, size }, schema: dogsPageSchema });

export const dogsQueryOptions = (filters: DogFilters, page: number) =>
  queryOptions({
    queryKey: dogKeys.page(filters, page),
    queryFn: () => getDogs(filters, page),
    retry: false,
  });

/**
 * `initial` shows results kept from before (the lookup's back navigation) at once; `enabled`
 * holds the call until what it depends on is known.
 */
export const useDogs = (
  filters: DogFilters,
  page: number,
  { initial, enabled = true }: { initial?: DogsPage; enabled?: boolean } = {},
) =>
  useQuery({
    ...dogsQueryOptions(filters, page),
    initialData: initial,
    placeholderData: keepPreviousData,
    enabled,
  });
