import type { SavedSearch } from '@chajul/contracts';
import { koSaved as t } from '../../../locales/ko-saved';

/** A saved search in one line: its list, then its filters' values, or its threshold. */
export function searchSummary(search: SavedSearch): string {
  const page = t.pages[search.page];
  if (search.kind === 'photo')
    return t.searchLabel(
      t.photoSearch,
      t.thresholdSummary(Math.round((search.threshold ?? 0) * 100)),
    );
  const values = Object.values(search.filters).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return t.searchLabel(page, values.length ? values.join(' · ') : t.allDogs);
}
