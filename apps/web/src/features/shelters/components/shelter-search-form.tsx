import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { RegionFilter } from '../../../components/ui/region-filter-fields';
import { RegionFilterFields } from '../../../components/ui/region-filter-fields';
import { TextField } from '../../../components/ui/text-field';
import { koShelters } from '../../../locales/ko-shelters';
import type { ShelterFilters } from '../lib/filter';
import styles from './shelter-panel.module.css';

/** Region, district and a name/address text, applied when the search button is pressed. */
export function ShelterSearchForm({ onSearch }: { onSearch: (filters: ShelterFilters) => void }) {
  const [place, setPlace] = useState<RegionFilter>({ region: '', district: '' });
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...place, keyword: keyword.trim() });
  };
  return (
    <form role="search" aria-label={koShelters.search} className={styles.form} onSubmit={submit}>
      <div className={styles.selects}>
        <RegionFilterFields
          {...place}
          onChange={setPlace}
          texts={{ ...koShelters, allRegions: koShelters.all, allDistricts: koShelters.all }}
        />
      </div>
      <div className={styles.keywordRow}>
        <TextField
          label={koShelters.keywordLabel}
          type="search"
          placeholder={koShelters.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Button type="submit">{koShelters.submit}</Button>
      </div>
    </form>
  );
}
