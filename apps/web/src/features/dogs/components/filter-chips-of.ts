import { koDogs } from '../../../locales/ko-dogs';
import type { RegionChoice, SearchForm } from './region-choice';
import { ANY_STATE } from './region-choice';

/** One active filter as a chip: what it says, and the search without it. */
export type FilterChip = { key: keyof SearchForm; text: string };

const t = koDogs.chips;

/** The chip's words for a filter's value ('' = no chip). */
function textOf(key: keyof SearchForm, value: string): string {
  switch (key) {
    case 'keyword':
      return t.keyword(value);
    case 'state':
      return value === ANY_STATE ? t.anyState : value;
    case 'foundFrom':
      return t.from(value);
    case 'foundTo':
      return t.to(value);
    case 'neutered':
      return t.neutered(koDogs.neuter[value] ?? value);
    default:
      return value;
  }
}

const ORDER: (keyof SearchForm)[] = [
  'region',
  'city',
  'species',
  'keyword',
  'state',
  'foundFrom',
  'foundTo',
  'gender',
  'sizeClass',
  'ageGroup',
  'color',
  'neutered',
];

/**
 * The search's filters that are on, in the bar's order. The 시/도 is a chip only when it
 * can be chosen and differs from the one the list starts at.
 */
export function chipsOf(form: SearchForm, choice: RegionChoice): FilterChip[] {
  return ORDER.filter((key) => {
    const value = form[key].trim();
    if (!value) return false;
    if (key === 'region') return choice.selectable && value !== choice.fallback;
    return true;
  }).map((key) => ({ key, text: textOf(key, form[key].trim()) }));
}

/** The search without one filter (without the 시/도, without its city too). */
export function without(form: SearchForm, key: keyof SearchForm): SearchForm {
  return { ...form, [key]: '', ...(key === 'region' ? { city: '' } : {}) };
}
