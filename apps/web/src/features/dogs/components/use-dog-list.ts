import type { DogsPage } from '@chajul/contracts';
import { useEffect, useState } from 'react';
import { useNavigationType } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { koDogs } from '../../../locales/ko-dogs';
import type { DogFilters } from '../api/get-dogs';
import { useDogs } from '../api/get-dogs';
import { useDogRegions } from '../api/get-regions';
import type { SearchForm } from './region-choice';
import { EMPTY_SEARCH, regionChoice, toFilters } from './region-choice';

type Saved = { form: SearchForm; applied: SearchForm; page: number; results?: DogsPage };

function readSaved(key: string): Saved | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Saved) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A dog list's search: the form being edited, the search that ran, the page and its results.
 * With `sessionKey`, they are kept for the browser session when a detail opens (`remember`)
 * and restored when the user comes back with the back action (spec §2, §4).
 */
export function useDogList({ sessionKey, fixed }: { sessionKey?: string; fixed?: DogFilters }) {
  const navigationType = useNavigationType();
  const [saved] = useState(() =>
    sessionKey && navigationType === 'POP' ? readSaved(sessionKey) : undefined,
  );
  // Searches kept by an older version lack the 시/도: the default one stands in.
  const [form, setForm] = useState<SearchForm>({ ...EMPTY_SEARCH, ...saved?.form });
  const [applied, setApplied] = useState<SearchForm>({ ...EMPTY_SEARCH, ...saved?.applied });
  const [page, setPage] = useState(saved?.page ?? 0);
  // Kept results stand in only for the very search they came from.
  const restored =
    saved && page === saved.page && JSON.stringify(applied) === JSON.stringify(saved.applied)
      ? saved.results
      : undefined;
  // The list waits for the 시/도 list, so a nationwide site never shows every dog first.
  const regions = useDogRegions();
  const choice = regionChoice(regions.data);
  const query = useDogs({ ...toFilters(applied, choice), ...fixed }, page, {
    initial: restored,
    enabled: !regions.isPending,
  });
  const dialogs = useDialogs();

  useEffect(() => {
    if (sessionKey && !saved) sessionStorage.removeItem(sessionKey);
  }, [sessionKey, saved]);

  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) void dialogs.alert(koDogs.searchFailed);
  }, [isError, errorUpdatedAt, dialogs]);

  return {
    form,
    setForm,
    page,
    setPage,
    search(next: SearchForm) {
      setApplied(next);
      setPage(0);
    },
    /** The server's filters for the form being edited (the photo search sends them). */
    formFilters: toFilters(form, choice),
    /** The filters of the search shown, which "이 조건 알림 받기" saves (issue 30). */
    appliedFilters: { ...toFilters(applied, choice), ...fixed },
    /** Nothing shows after a failure: the spec empties the results. */
    results: query.isError ? undefined : query.data,
    loading: query.isPending,
    remember() {
      if (!sessionKey) return;
      const entry: Saved = { form, applied, page, results: query.data };
      sessionStorage.setItem(sessionKey, JSON.stringify(entry));
    },
  };
}
