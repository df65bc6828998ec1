import { GYEONGGI, districtsOf } from '@chajul/contracts';
import type { DogFilters } from '../api/get-dogs';

/** The filters beyond place, breed and keyword (issue 30); '' is "any". */
export const MORE_FILTERS = [
  'state',
  'foundFrom',
  'foundTo',
  'gender',
  'sizeClass',
  'ageGroup',
  'color',
  'neutered',
] as const;
export type MoreFilter = (typeof MORE_FILTERS)[number];

/**
 * What the bar edits: the 시/도 ('' = the default one), the city, the breed, the keyword and
 * the more filters. `state` '' is the list's default (보호중 on /lookup); 전체 is every state.
 */
export type SearchForm = {
  region: string;
  city: string;
  species: string;
  keyword: string;
} & Record<MoreFilter, string>;
export const EMPTY_SEARCH: SearchForm = {
  region: '',
  city: '',
  species: '',
  keyword: '',
  ...(Object.fromEntries(MORE_FILTERS.map((k) => [k, ''])) as Record<MoreFilter, string>),
};

/** The state select's "every state" choice. */
export const ANY_STATE = '전체';

/**
 * The lists' 시/도 (spec §2 starts at 경기도): a select of the 시/도 that hold dogs, starting
 * at 경기도 (ADR 033), however many there are (issue 38 item 17: a read-only 「경기도」 looked
 * broken, and said nothing of the import). Read-only only while no 시/도 is known. The list is
 * narrowed to the 시/도 (`narrows`) only when dogs of several are listed.
 */
export type RegionChoice = {
  regions: string[];
  selectable: boolean;
  narrows: boolean;
  fallback: string;
};

export function regionChoice(regions: string[] | undefined): RegionChoice {
  const list = regions ?? [];
  const fallback = list.length === 0 || list.includes(GYEONGGI) ? GYEONGGI : list[0]!;
  return { regions: list, selectable: list.length > 0, narrows: list.length > 1, fallback };
}

export const regionOf = (form: SearchForm, choice: RegionChoice) => form.region || choice.fallback;

/** The cities of the form's 시/도 (none for 세종). */
export const citiesOf = (form: SearchForm, choice: RegionChoice) =>
  districtsOf(regionOf(form, choice));

/**
 * The server's filters for a form: jurisd is "{시/도} {city}", or the 시/도 alone when dogs of
 * several are listed (with one 시/도 every dog is in it, so it is left out).
 */
export function toFilters(
  form: SearchForm,
  choice: RegionChoice,
  defaultState?: string,
): DogFilters {
  const region = regionOf(form, choice);
  const more = Object.fromEntries(
    MORE_FILTERS.filter((k) => k !== 'state' && form[k]).map((k) => [k, form[k]]),
  );
  const state = form.state === ANY_STATE ? undefined : form.state || defaultState;
  return {
    jurisd: form.city ? `${region} ${form.city}` : choice.narrows ? region : undefined,
    species: form.species || undefined,
    keyword: form.keyword.trim() || undefined,
    ...(state ? { state } : {}),
    ...more,
  };
}

const FORM_KEYS = Object.keys(EMPTY_SEARCH) as (keyof SearchForm)[];

/** The search in a URL's query: shareable, kept on reload and on back (issue 30). */
export function formOfParams(params: URLSearchParams): SearchForm {
  return Object.fromEntries(FORM_KEYS.map((k) => [k, params.get(k) ?? ''])) as SearchForm;
}

/** The query of a search and a page: only what is set, so a plain list has a plain URL. */
export function paramsOfForm(form: SearchForm, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const k of FORM_KEYS) if (form[k].trim()) params.set(k, form[k].trim());
  if (page > 0) params.set('page', String(page));
  return params;
}
