import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { koDogs } from '../../../locales/ko-dogs';
import type { DogFilters } from '../api/get-dogs';
import { useDogs } from '../api/get-dogs';
import { useDogRegions } from '../api/get-regions';
import type { SearchForm } from './region-choice';
import { formOfParams, paramsOfForm, regionChoice, toFilters } from './region-choice';

type Options = {
  /** Filters the list always has (a shelter's page: its registration number). */
  fixed?: DogFilters;
  /** The state when the form names none: 보호중 on /lookup (ADR 185). */
  defaultState?: string;
};

/**
 * A dog list's search, kept in the URL (issue 30): the filters and the page are the query,
 * so a search can be shared, survives a reload and comes back with the back button. Selects
 * apply at once; the keyword box is edited here and applies on Enter or 검색.
 */
export function useDogList({ fixed, defaultState }: Options = {}) {
  const [params, setParams] = useSearchParams();
  const applied = formOfParams(params);
  const page = Math.max(0, Number(params.get('page')) || 0);
  // Back and forward change the URL: the form follows what it now says (React's pattern
  // for state derived from a changed value, without an effect).
  const appliedKey = paramsOfForm(applied, 0).toString();
  const [form, setForm] = useState<SearchForm>(applied);
  const [formKey, setFormKey] = useState(appliedKey);
  if (formKey !== appliedKey) {
    setFormKey(appliedKey);
    setForm(applied);
  }
  // The list waits for the 시/도 list, so a nationwide site never shows every dog first.
  const regions = useDogRegions();
  const choice = regionChoice(regions.data);
  const query = useDogs({ ...toFilters(applied, choice, defaultState), ...fixed }, page, {
    enabled: !regions.isPending,
  });
  const dialogs = useDialogs();

  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) void dialogs.alert(koDogs.searchFailed);
  }, [isError, errorUpdatedAt, dialogs]);

  // Each search and page is a history entry of its own: Back undoes the last change and
  // stays on the list (ADR 232; ADR 185 replaced the entry, so Back left the page).
  // The same search again (결과 보기 with nothing typed) adds no entry.
  const go = (next: SearchForm, nextPage: number) => {
    const query = paramsOfForm(next, nextPage);
    if (query.toString() !== paramsOfForm(applied, page).toString())
      setParams(query, { preventScrollReset: true });
  };

  return {
    form,
    setForm,
    /** The search shown: the URL's. */
    applied,
    /** The 시/도 choice (fixed or a select). */
    choice,
    page,
    setPage: (next: number) => go(applied, next),
    search(next: SearchForm) {
      setForm(next);
      go(next, 0);
    },
    /** The server's filters for the form being edited (the photo search sends them). */
    formFilters: { ...toFilters(form, choice, defaultState), ...fixed },
    /** The filters of the search shown, which "이 조건 알림 받기" saves (issue 30). */
    appliedFilters: { ...toFilters(applied, choice, defaultState), ...fixed },
    /** Nothing shows after a failure: the spec empties the results. */
    results: query.isError ? undefined : query.data,
    loading: query.isPending,
  };
}
