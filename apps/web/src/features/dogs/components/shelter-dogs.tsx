import { paths } from '../../../config/paths';
import { koDogs } from '../../../locales/ko-dogs';
import { DogListResults } from './dog-list-results';
import { DogMoreFilters } from './dog-more-filters';
import { useDogList } from './use-dog-list';

/** A shelter's dogs (its page): the list's filters and paging, fixed to the shelter. */
export function ShelterDogs({
  shelterId,
  state,
  from,
}: {
  shelterId: string;
  state: string;
  from: string;
}) {
  const list = useDogList({ fixed: { shelterId, state } });
  return (
    <>
      <DogMoreFilters value={list.form} onChange={list.search} />
      <DogListResults
        results={list.results}
        loading={list.loading}
        page={list.page}
        onPage={list.setPage}
        detailPath={paths.adoptDog}
        from={from}
        emptyText={koDogs.noAdoptable}
        noResultsText={koDogs.noAdoptableResults}
        base={{ shelterId, state }}
        inquiry
      />
    </>
  );
}
