import { SIGHTING_PAGE_SIZE } from '@chajul/contracts';
import { Link, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koSightings } from '../../../locales/ko-sightings';
import { useSightings } from '../api/get-sightings';
import { SightingCard } from '../components/sighting-card';
import type { SightingSearch } from '../components/sighting-filters';
import { SightingFilters } from '../components/sighting-filters';
import list from '../../../components/ui/post-list.module.css';
import styles from '../components/sightings.module.css';

const PAGE_WINDOW = 10;

/** /sighting: the found and seen board, newest first; the search lives in the URL. */
export function SightingsPage() {
  const [params, setParams] = useSearchParams();
  const search: SightingSearch = {
    kind: params.get('kind') ?? '',
    region: params.get('region') ?? '',
    district: params.get('district') ?? '',
  };
  const searched = Object.values(search).some(Boolean);
  const page = Math.max(0, Number(params.get('page')) || 0);
  const sightings = useSightings({
    kind: search.kind === 'FOUND' || search.kind === 'SEEN' ? search.kind : undefined,
    region: search.region,
    district: search.district,
    page,
    size: SIGHTING_PAGE_SIZE,
  });
  const apply = (next: SightingSearch, nextPage = 0) => {
    const entries = Object.entries({ ...next, page: nextPage ? String(nextPage) : '' });
    setParams(new URLSearchParams(entries.filter(([, v]) => v !== '')));
  };
  const rows = sightings.data?.data ?? [];

  return (
    <div className={pageStyles.page}>
      <div className={list.heading}>
        <h1 className={pageStyles.title}>{koSightings.listTitle}</h1>
        <Link to={paths.sightingWrite} className={`${list.primaryLink} ${styles.primaryLink}`}>
          {koSightings.write}
        </Link>
      </div>
      <p className={styles.intro}>{koSightings.listIntro}</p>
      <SightingFilters search={search} onSearch={(s) => apply(s)} />
      <p className={styles.total} aria-live="polite">
        {sightings.isSuccess && koSightings.total(sightings.data.pagination.meta.totalItems)}
        {sightings.isPending && koSightings.searching}
      </p>
      {sightings.isError && (
        <p role="alert" className={list.message}>
          {errorMessage(sightings.error, koSightings.loadFailed)}
        </p>
      )}
      {sightings.isSuccess && rows.length === 0 && (
        <p className={list.message}>{searched ? koSightings.noResults : koSightings.empty}</p>
      )}
      {rows.length > 0 && (
        <ul className={list.grid} aria-label={koSightings.listTitle}>
          {rows.map((s) => (
            <SightingCard key={s.id} sighting={s} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={sightings.data?.pagination.meta.totalPages ?? 0}
        window={PAGE_WINDOW}
        onChange={(p) => apply(search, p)}
      />
    </div>
  );
}
