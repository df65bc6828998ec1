import type { ImageSearchFields } from '@chajul/contracts';
import { IN_CARE_STATE } from '@chajul/contracts';
import type { ReactNode } from 'react';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koDogs } from '../../../locales/ko-dogs';
import { DogListResults } from '../components/dog-list-results';
import styles from '../components/dog-list.module.css';
import { DogMoreFilters } from '../components/dog-more-filters';
import { DogSearchBar } from '../components/dog-search-bar';
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
 */
export function LookupPage({ extraSearch }: { extraSearch?: ExtraSearch }) {
  const list = useDogList({ defaultState: IN_CARE_STATE });
  const extra = extraSearch?.(list.formFilters as ImageSearchFields);
  return (
    <>
      <section className={styles.banner}>
        <h1>{koDogs.lookupBanner}</h1>
        <p>{koDogs.lookupBannerBody}</p>
      </section>
      <div className={pageStyles.page}>
        <h2 className="visually-hidden">{koDogs.lookupTitle}</h2>
        <DogSearchBar
          value={list.form}
          onChange={list.setForm}
          onSearch={list.search}
          searchOnSelect
          extra={extra?.control}
          more={<DogMoreFilters value={list.form} onChange={list.search} withState />}
        />
        {!extra?.results && <SaveSearchButton page="lookup" filters={list.appliedFilters} />}
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
