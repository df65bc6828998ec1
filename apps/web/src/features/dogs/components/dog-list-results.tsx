import type { Dog, DogsPage } from '@chajul/contracts';
import { Pagination } from '../../../components/ui/pagination';
import { ko } from '../../../locales/ko';
import { DogCardGrid } from './dog-card-grid';
import styles from './dog-list.module.css';

type Props = {
  results: DogsPage | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  detailPath: (id: number) => string;
  from: string;
  emptyText: string;
  onOpen?: (dog: Dog) => void;
};

/** "총 N건", the cards and the page numbers (a window of 5, spec §9). */
export function DogListResults({ results, loading, page, onPage, ...grid }: Props) {
  if (loading && !results) return <p className={styles.loading}>{ko.dogs.loading}</p>;
  const meta = results?.pagination.meta;
  return (
    <section aria-label={ko.dogs.results}>
      <p className={styles.count} aria-live="polite">
        {ko.dogs.total(meta?.totalItems ?? 0)}
      </p>
      <DogCardGrid dogs={results?.data ?? []} {...grid} />
      <Pagination page={page} totalPages={meta?.totalPages ?? 0} onChange={onPage} window={5} />
    </section>
  );
}
