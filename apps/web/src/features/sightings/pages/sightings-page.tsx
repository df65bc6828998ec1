import { SIGHTING_PAGE_SIZE } from '@chajul/contracts';
import { Link } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { PostListResults } from '../../../components/ui/post-list-results';
import { paths } from '../../../config/paths';
import { useUrlSearch } from '../../../lib/use-url-search';
import { koSightings } from '../../../locales/ko-sightings';
import { useSightings } from '../api/get-sightings';
import { SightingCard } from '../components/sighting-card';
import type { SightingSearch } from '../components/sighting-filters';
import { SightingFilters } from '../components/sighting-filters';
import list from '../../../components/ui/post-list.module.css';
import styles from '../components/sightings.module.css';

/** The search's fields, in the order the address lists them. */
const SEARCH_KEYS = ['kind', 'region', 'district'] as const satisfies (keyof SightingSearch)[];

/** /sighting: the found and seen board, newest first; the search lives in the URL. */
export function SightingsPage() {
  const board = useUrlSearch(SEARCH_KEYS);
  const { search, page, apply } = board;
  const sightings = useSightings({
    kind: search.kind === 'FOUND' || search.kind === 'SEEN' ? search.kind : undefined,
    region: search.region,
    district: search.district,
    page,
    size: SIGHTING_PAGE_SIZE,
  });

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
      <PostListResults query={sightings} board={board} texts={koSightings}>
        {(s) => <SightingCard key={s.id} sighting={s} />}
      </PostListResults>
    </div>
  );
}
