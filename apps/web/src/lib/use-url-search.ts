import { useSearchParams } from 'react-router';

/** A search's fields by name; '' where the URL names none. */
export type UrlSearchFields<K extends string> = Record<K, string>;

/**
 * A list's search kept in the URL, so back from a detail returns to the same results and a
 * search can be shared. Empty values, and page 0, are left out of the address.
 */
export function useUrlSearch<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const given = keys.map((key) => [key, params.get(key) ?? '']);
  const search = Object.fromEntries(given) as UrlSearchFields<K>;
  const searched = keys.some((key) => search[key] !== '');
  const page = Math.max(0, Number(params.get('page')) || 0);
  /** `extra` holds what the list keeps beside the search (a sort), written before the page. */
  const apply = (next: UrlSearchFields<K>, nextPage = 0, extra: Record<string, string> = {}) => {
    const entries: [string, string][] = [
      ...keys.map((key): [string, string] => [key, next[key]]),
      ...Object.entries(extra),
      ['page', nextPage ? String(nextPage) : ''],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v !== '')));
  };
  return { params, search, searched, page, apply };
}
