import type { DogFilters } from './get-dogs';

export const dogKeys = {
  all: ['dogs'] as const,
  breeds: () => [...dogKeys.all, 'breeds'] as const,
  regions: () => [...dogKeys.all, 'regions'] as const,
  /** Ids from the address bar are strings: one key whichever way the id came. */
  detail: (id: number | string) => [...dogKeys.all, 'detail', String(id)] as const,
  page: (filters: DogFilters, page: number) => [...dogKeys.all, 'paged', filters, page] as const,
  /** The home cards ask for a shorter first page, so they keep a key of their own below it. */
  home: (filters: DogFilters) => [...dogKeys.page(filters, 0), 'home'] as const,
};
