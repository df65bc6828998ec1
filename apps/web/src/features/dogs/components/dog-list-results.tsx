import type { Dog, DogsPage } from '@chajul/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { koDogs } from '../../../locales/ko-dogs';
import type { DogFilters } from '../api/get-dogs';
import { useDogs } from '../api/get-dogs';
import { DogCardGrid } from './dog-card-grid';
import styles from './dog-list.module.css';

type Props = {
  results: DogsPage | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  detailPath: (id: number) => string;
  from: string;
  /** When there is no dog at all (the spec's empty text). */
  emptyText: string;
  /** When dogs exist but none fits the search (issue 19: not "there is no data"). */
  noResultsText?: string;
  /** The list before any search, asked for once the results are empty: the adoption list's 보호중. */
  base?: DogFilters;
  onOpen?: (dog: Dog) => void;
  /** Cards with 입양 문의 (a shelter's page). */
  inquiry?: boolean;
};

const NO_FILTERS: DogFilters = {};

/** "총 N건", the cards and the page numbers (a window of 5, spec §9). */
export function DogListResults({
  results,
  loading,
  page,
  onPage,
  emptyText,
  noResultsText = koDogs.noResults,
  base = NO_FILTERS,
  ...grid
}: Props) {
  const empty = results?.data.length === 0;
  const all = useDogs(base, 0, { enabled: empty });
  if (loading && !results) return <p className={styles.loading}>{koDogs.loading}</p>;
  const meta = results?.pagination.meta;
  const anyDogs = (all.data?.pagination.meta.totalItems ?? 0) > 0;
  return (
    <section aria-label={koDogs.results}>
      <p className={styles.count} aria-live="polite">
        {koDogs.total(meta?.totalItems ?? 0)}
      </p>
      <DogCardGrid
        dogs={results?.data ?? []}
        emptyText={empty && all.isPending ? '' : anyDogs ? noResultsText : emptyText}
        {...grid}
      />
      <Pagination page={page} totalPages={meta?.totalPages ?? 0} onChange={onPage} window={5} />
    </section>
  );
}
