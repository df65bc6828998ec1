import { IN_CARE_STATE } from '@chajul/contracts';
import { Link } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koDogs } from '../../../locales/ko-dogs';
import { DogListResults } from '../components/dog-list-results';
import styles from '../components/dog-list.module.css';
import { DogMoreFilters } from '../components/dog-more-filters';
import { DogSearchBar } from '../components/dog-search-bar';
import { useDogList } from '../components/use-dog-list';
import { SaveSearchButton } from '../../saved';

const IN_CARE = { state: IN_CARE_STATE };

/** /adopt: only dogs in care (spec §4), selects search at once, the keyword on Enter. */
export function AdoptPage() {
  const list = useDogList({ fixed: IN_CARE });
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{koDogs.adoptTitle}</h1>
      <p>
        {koDogs.adoptIntro} <Link to={paths.adoptProcess}>{koDogs.adoptProcessLink}</Link>
      </p>
      <DogSearchBar
        value={list.form}
        onChange={list.setForm}
        onSearch={list.search}
        searchOnSelect
        withoutButton
        more={<DogMoreFilters value={list.form} onChange={list.search} />}
      />
      <SaveSearchButton page="adopt" filters={list.appliedFilters} />
      <DogListResults
        results={list.results}
        loading={list.loading}
        page={list.page}
        onPage={list.setPage}
        detailPath={paths.adoptDog}
        from={paths.adopt}
        emptyText={koDogs.noAdoptable}
        noResultsText={koDogs.noAdoptableResults}
        base={IN_CARE}
      />
      <p className={styles.disclaimer}>{koDogs.adoptDisclaimer}</p>
    </div>
  );
}
