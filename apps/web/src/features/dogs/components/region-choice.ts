import { GYEONGGI, districtsOf } from '@chajul/contracts';
import type { DogFilters } from '../api/get-dogs';

/** What the bar edits: the 시/도 ('' = the default one), the city, the breed, the keyword. */
export type SearchForm = { region: string; city: string; species: string; keyword: string };
export const EMPTY_SEARCH: SearchForm = { region: '', city: '', species: '', keyword: '' };

/**
 * The lists' 시/도 (spec §2 fixes it to 경기도). After a nationwide import the dogs are in
 * several 시/도: then it becomes a select, still starting at 경기도 (ADR 033). With dogs in one
 * 시/도 only it stays fixed to that one.
 */
export type RegionChoice = { regions: string[]; selectable: boolean; fallback: string };

export function regionChoice(regions: string[] | undefined): RegionChoice {
  const list = regions ?? [];
  const fallback = list.length === 0 || list.includes(GYEONGGI) ? GYEONGGI : list[0]!;
  return { regions: list, selectable: list.length > 1, fallback };
}

export const regionOf = (form: SearchForm, choice: RegionChoice) => form.region || choice.fallback;

/** The cities of the form's 시/도 (none for 세종). */
export const citiesOf = (form: SearchForm, choice: RegionChoice) =>
  districtsOf(regionOf(form, choice));

/**
 * The server's filters for a form: jurisd is "{시/도} {city}", or the 시/도 alone when the
 * 시/도 can be chosen (with one 시/도 every dog is in it, so it is left out).
 */
export function toFilters(form: SearchForm, choice: RegionChoice): DogFilters {
  const region = regionOf(form, choice);
  return {
    jurisd: form.city ? `${region} ${form.city}` : choice.selectable ? region : undefined,
    species: form.species || undefined,
    keyword: form.keyword.trim() || undefined,
  };
}
