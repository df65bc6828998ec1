import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koDogs } from '../../../locales/ko-dogs';
import { useBreeds } from '../api/get-breeds';
import { useDogRegions } from '../api/get-regions';
import styles from './dog-search-bar.module.css';
import type { SearchForm } from './region-choice';
import { citiesOf, regionChoice, regionOf } from './region-choice';

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
  /** The filters beyond place, breed and keyword (dog-more-filters.tsx). */
  more?: ReactNode;
  /** After the button or Enter searched (a phone's sheet then closes). */
  onSubmitted?: (() => void) | undefined;
  /** Replaces the card look (in a phone's filter sheet). */
  className?: string | undefined;
};

/**
 * 시/도 (fixed to 경기도, or a select when dogs of several 시/도 are listed: region-choice.ts),
 * city/county, breed and keyword (spec §2 /lookup and /adopt).
 */
export function DogSearchBar({
  value,
  onChange,
  onSearch,
  searchOnSelect,
  withoutButton,
  extra,
  more,
  onSubmitted,
  className,
}: Props) {
  const breeds = useBreeds();
  const choice = regionChoice(useDogRegions().data);
  const region = regionOf(value, choice);
  const cities = citiesOf(value, choice);
  const t = koDogs;
  const select = (patch: Partial<SearchForm>) => {
    const next = { ...value, ...patch };
    onChange(next);
    if (searchOnSelect) onSearch(next);
  };
  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    onSearch(value);
    onSubmitted?.();
  };
  return (
    <form className={className ?? styles.bar} role="search" onSubmit={submit}>
      {choice.selectable ? (
        <SelectField
          label={t.regionLabel}
          options={choice.regions}
          value={region}
          onChange={(e) => select({ region: e.target.value, city: '' })}
        />
      ) : (
        <TextField label={t.regionLabel} value={region} readOnly />
      )}
      <SelectField
        label={t.cityLabel}
        placeholder={t.all}
        options={cities}
        value={value.city}
        disabled={cities.length === 0}
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
      {more}
      {extra && <div className={styles.extra}>{extra}</div>}
    </form>
  );
}
