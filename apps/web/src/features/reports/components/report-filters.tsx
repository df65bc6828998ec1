import { REGION_NAMES, districtsOf } from '@chajul/contracts';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { koReports } from '../../../locales/ko-reports';
import list from '../../../components/ui/post-list.module.css';
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
    <form className={`${list.filters} ${styles.filters}`} onSubmit={submit} role="search">
      <SelectField
        label={koReports.region}
        placeholder={koReports.allRegions}
        options={REGION_NAMES}
        value={search.region}
        onChange={(e) => setSearch({ ...search, region: e.target.value, district: '' })}
      />
      <SelectField
        label={koReports.district}
        placeholder={koReports.allDistricts}
        options={districts}
        value={search.district}
        disabled={districts.length === 0}
        onChange={(e) => setSearch({ ...search, district: e.target.value })}
      />
      <TextField
        label={koReports.keyword}
        placeholder={koReports.keywordPlaceholder}
        value={search.keyword}
        maxLength={100}
        onChange={(e) => setSearch({ ...search, keyword: e.target.value })}
      />
      <Button type="submit" className={styles.searchButton}>
        {koReports.search}
      </Button>
    </form>
  );
}
