import { GYEONGGI, GYEONGGI_CITIES } from '@chajul/contracts';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ko } from '../../../locales/ko';
import { useBreeds } from '../api/get-breeds';
import type { DogFilters } from '../api/get-dogs';
import styles from './dog-search-bar.module.css';

/** What the bar edits: the city without the fixed "경기도 " prefix. */
export type SearchForm = { city: string; species: string; keyword: string };
export const EMPTY_SEARCH: SearchForm = { city: '', species: '', keyword: '' };

/** The server's filters for a form: the region is fixed, so jurisd is "경기도 {city}". */
export const toFilters = (form: SearchForm): DogFilters => ({
  jurisd: form.city ? `${GYEONGGI} ${form.city}` : undefined,
  species: form.species || undefined,
  keyword: form.keyword.trim() || undefined,
});

type Props = {
  value: SearchForm;
  onChange: (next: SearchForm) => void;
  /** Runs the search (the button, or Enter in the keyword box). */
  onSearch: (form: SearchForm) => void;
  /** Selects search as soon as they change (the adoption list) instead of on the button. */
  searchOnSelect?: boolean;
  /** Hides the search button: Enter in the keyword box searches (the adoption list). */
  withoutButton?: boolean;
  /** A place for more search controls, e.g. the photo-search toggle. */
  extra?: ReactNode;
};

/** Region fixed to 경기도, city/county, breed and keyword (spec §2 /lookup and /adopt). */
export function DogSearchBar({
  value,
  onChange,
  onSearch,
  searchOnSelect,
  withoutButton,
  extra,
}: Props) {
  const breeds = useBreeds();
  const t = ko.dogs;
  const select = (patch: Partial<SearchForm>) => {
    const next = { ...value, ...patch };
    onChange(next);
    if (searchOnSelect) onSearch(next);
  };
  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    onSearch(value);
  };
  return (
    <form className={styles.bar} role="search" onSubmit={submit}>
      <TextField label={t.regionLabel} value={GYEONGGI} readOnly />
      <SelectField
        label={t.cityLabel}
        placeholder={t.all}
        options={GYEONGGI_CITIES}
        value={value.city}
        onChange={(e) => select({ city: e.target.value })}
      />
      <SelectField
        label={t.breedLabel}
        placeholder={t.all}
        options={breeds.data ?? []}
        value={value.species}
        onChange={(e) => select({ species: e.target.value })}
      />
      <TextField
        label={t.keywordLabel}
        type="search"
        placeholder={t.keywordPlaceholder}
        maxLength={100}
        value={value.keyword}
        onChange={(e) => onChange({ ...value, keyword: e.target.value })}
        enterKeyHint="search"
        onKeyDown={(e) => {
          if (withoutButton && e.key === 'Enter' && !e.nativeEvent.isComposing) submit(e);
        }}
      />
      {!withoutButton && (
        <Button type="submit" className={styles.search}>
          {t.search}
        </Button>
      )}
      {extra && <div className={styles.extra}>{extra}</div>}
    </form>
  );
}
