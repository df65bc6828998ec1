import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

type Fetch<P, T> = (param: P, signal: AbortSignal) => Promise<T>;

/** A query for each value of its parameter (a list's filter, a post's id), fetched under its key. */
const keyedQueryOptions =
  <P, T, K extends QueryKey>(
    key: (param: P) => K,
    fetchFn: Fetch<P, T>,
    options: Pick<UseQueryOptions<T, Error, T, K>, 'placeholderData' | 'retry'>,
  ) =>
  (param: P) =>
    queryOptions({
      ...options,
      queryKey: key(param),
      queryFn: ({ signal }) => fetchFn(param, signal),
    });

/** A paged list's query: the last page stays on screen while the next one loads, not a blank. */
export const pagedQueryOptions = <Q, T, K extends QueryKey>(
  key: (query: Q) => K,
  fetchPage: Fetch<Q, T>,
) => keyedQueryOptions(key, fetchPage, { placeholderData: keepPreviousData });

/** A post's query by its id, not retried: a missing or failing post shows its notice at once. */
export const detailQueryOptions = <T, K extends QueryKey>(
  key: (id: number) => K,
  fetchOne: Fetch<number, T>,
) => keyedQueryOptions(key, fetchOne, { retry: false });
