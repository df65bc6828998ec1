import type { ImageSearchFields } from '@chajul/contracts';
import { IN_CARE_STATE } from '@chajul/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FilterSheet } from '../../../components/ui/filter-sheet';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { usePhone } from '../../../lib/use-phone';
import { koDogs } from '../../../locales/ko-dogs';
import { DogListResults } from '../components/dog-list-results';
import styles from '../components/dog-list.module.css';
import { DogMoreFilters } from '../components/dog-more-filters';
import { DogSearchBar } from '../components/dog-search-bar';
import { FilterChips } from '../components/filter-chips';
import { chipsOf } from '../components/filter-chips-of';
import { useDogList } from '../components/use-dog-list';
import { SaveSearchButton } from '../../saved';

/** A search that can take the list's place: the photo search (features/search). */
export type ExtraSearch = (filters: ImageSearchFields) => {
  control: ReactNode;
  results?: ReactNode;
};

/**
 * /lookup: stray dogs (in care unless the state filter says otherwise), filtered on the
 * server and paged 9 at a time, the search kept in the URL. `extraSearch`
 * adds a control to the search bar and, while it is active, shows its own results.
 * On a phone the dogs come first: the filters (and 이 조건 알림 받기) wait in a sheet, the
 * active ones are chips, and the photo search's button sits beside 「필터」 (ADR 232).
 */
export function LookupPage({ extraSearch }: { extraSearch?: ExtraSearch }) {
  const list = useDogList({ defaultState: IN_CARE_STATE });
  const extra = extraSearch?.(list.formFilters as ImageSearchFields);
  const phone = usePhone();
  const [sheet, setSheet] = useState(false);
  const bar = (
    <DogSearchBar
      value={list.form}
      onChange={list.setForm}
      onSearch={list.search}
      onSubmitted={phone ? () => setSheet(false) : undefined}
      searchOnSelect
      extra={phone ? undefined : extra?.control}
      className={phone ? styles.sheetBar : undefined}
      more={<DogMoreFilters value={list.form} onChange={list.search} withState />}
    />
  );
  const save = !extra?.results && <SaveSearchButton page="lookup" filters={list.appliedFilters} />;
  return (
    <>
      <section className={styles.banner}>
        <h1>{koDogs.lookupBanner}</h1>
        <p>{koDogs.lookupBannerBody}</p>
      </section>
      <div className={pageStyles.page}>
        <h2 className="visually-hidden">{koDogs.lookupTitle}</h2>
        {phone ? (
          <>
            <div className={styles.toolbar}>
              <FilterSheet
                open={sheet}
                onOpenChange={setSheet}
                count={chipsOf(list.applied, list.choice).length}
                onDone={() => list.search(list.form)}
              >
                {bar}
                {save}
              </FilterSheet>
              {extra && (
                <div className={extra.results ? styles.photoOpen : styles.photo}>
                  {extra.control}
                </div>
              )}
            </div>
            <FilterChips value={list.applied} choice={list.choice} onChange={list.search} />
          </>
        ) : (
          <>
            {bar}
            {save}
          </>
        )}
        {extra?.results ?? (
          <DogListResults
            results={list.results}
            loading={list.loading}
            page={list.page}
            onPage={list.setPage}
            detailPath={paths.lookupDog}
            from={paths.lookup}
            emptyText={koDogs.noDogs}
          />
        )}
      </div>
    </>
  );
}
