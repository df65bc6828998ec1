import { REGION_NAMES, districtsOf } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koShelters } from '../../../locales/ko-shelters';
import type { ShelterFilters } from '../lib/filter';
import styles from './shelter-panel.module.css';

/** Region, district and a name/address text, applied when the search button is pressed. */
export function ShelterSearchForm({ onSearch }: { onSearch: (filters: ShelterFilters) => void }) {
  const [region, setRegion] = useState('');
  const [district, setDistrict] = useState('');
  const [keyword, setKeyword] = useState('');
  const districts = districtsOf(region);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ region, district, keyword: keyword.trim() });
  };
  return (
    <form role="search" aria-label={koShelters.search} className={styles.form} onSubmit={submit}>
      <div className={styles.selects}>
        <SelectField
          label={koShelters.region}
          options={REGION_NAMES}
          placeholder={koShelters.all}
          value={region}
          onChange={(e) => {
            setRegion(e.target.value);
            setDistrict('');
          }}
        />
        <SelectField
          label={koShelters.district}
          options={districts}
          placeholder={koShelters.all}
          value={district}
          disabled={districts.length === 0}
          onChange={(e) => setDistrict(e.target.value)}
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
