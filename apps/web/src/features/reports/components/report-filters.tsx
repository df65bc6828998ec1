import { REGION_NAMES, districtsOf } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ko } from '../../../locales/ko';
import styles from './reports.module.css';

export type ReportSearch = { region: string; district: string; keyword: string };

/** Region, district and keyword; the search runs on the button (or Enter), not on every key. */
export function ReportFilters({
  initial,
  onSearch,
}: {
  initial: ReportSearch;
  onSearch: (search: ReportSearch) => void;
}) {
  const [search, setSearch] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, keyword: search.keyword.trim() });
  };
  const districts = districtsOf(search.region);
  return (
    <form className={styles.filters} onSubmit={submit} role="search">
      <SelectField
        label={ko.reports.region}
        placeholder={ko.reports.allRegions}
        options={REGION_NAMES}
        value={search.region}
        onChange={(e) => setSearch({ ...search, region: e.target.value, district: '' })}
      />
      <SelectField
        label={ko.reports.district}
        placeholder={ko.reports.allDistricts}
        options={districts}
        value={search.district}
        disabled={districts.length === 0}
        onChange={(e) => setSearch({ ...search, district: e.target.value })}
      />
      <TextField
        label={ko.reports.keyword}
        placeholder={ko.reports.keywordPlaceholder}
        value={search.keyword}
        maxLength={100}
        onChange={(e) => setSearch({ ...search, keyword: e.target.value })}
      />
      <Button type="submit" className={styles.searchButton}>
        {ko.reports.search}
      </Button>
    </form>
  );
}
