import type { ImageSearchFields } from '@chajul/contracts';
import type { ReactNode } from 'react';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koDogs } from '../../../locales/ko-dogs';
import { DogListResults } from '../components/dog-list-results';
import styles from '../components/dog-list.module.css';
import { DogSearchBar } from '../components/dog-search-bar';
import { useDogList } from '../components/use-dog-list';
import { SaveSearchButton } from '../../saved';

export const LOOKUP_SESSION_KEY = 'lookup-search';

/** A search that can take the list's place: the photo search (features/search). */
export type ExtraSearch = (filters: ImageSearchFields) => {
  control: ReactNode;
  results?: ReactNode;
};

/**
 * /lookup: every stray dog, filtered on the server and paged 9 at a time. `extraSearch`
 * adds a control to the search bar and, while it is active, shows its own results.
 */
export function LookupPage({ extraSearch }: { extraSearch?: ExtraSearch }) {
  const list = useDogList({ sessionKey: LOOKUP_SESSION_KEY });
  const { jurisd, species, keyword } = list.formFilters;
  const extra = extraSearch?.({ jurisd, species, keyword });
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
          extra={extra?.control}
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
            onOpen={list.remember}
          />
        )}
      </div>
    </>
  );
}
