import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RegionFilterFields } from '../../../components/ui/region-filter-fields';
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
  return (
    <form className={`${list.filters} ${styles.filters}`} onSubmit={submit} role="search">
      <RegionFilterFields
        region={search.region}
        district={search.district}
        onChange={(place) => setSearch({ ...search, ...place })}
        texts={koReports}
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
