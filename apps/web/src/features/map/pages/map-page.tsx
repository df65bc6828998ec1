import { MAP_LIST_PAGE_SIZE } from '@chajul/contracts';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSheet } from '../../../components/ui/filter-sheet';
import pageStyles from '../../../components/ui/page.module.css';
import { errorMessage } from '../../../lib/api-client';
import { usePhone } from '../../../lib/use-phone';
import { koMap as t } from '../../../locales/ko-map';
import { useMapList, useMapView } from '../api/get-map';
import { MapFilterForm } from '../components/map-filter-form';
import { MapList } from '../components/map-list';
import styles from '../components/map.module.css';
import type { MapFilters, MapViewBox } from '../lib/map-filters';
import { apiQuery, filtersFrom, filterCount, searchOf } from '../lib/map-filters';
import { useNearPosition } from '../lib/use-near-position';
import { useStartArea } from '../lib/use-start-area';
import { lazyModule } from '../../../lib/module-loads';

const MapCanvas = lazyModule(() => import('../components/map-canvas'));

/**
 * /map: lost, found and seen dogs and shelters on a map and in a list (issue 26), opening on
 * the reader's area. On a phone the map comes first and the filters wait in a sheet (ADR 232).
 */
export function MapPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const phone = usePhone();
  const [sheet, setSheet] = useState(false);
  const start = useStartArea();
  const locating = useNearPosition(filters.near !== null);
  const position = locating.state === 'found' ? locating.position : undefined;
  const [view, setView] = useState<MapViewBox>();
  const [page, setPage] = useState(0);
  const base = apiQuery(filters, position);
  const waiting = !view || locating.state === 'locating';
  const map = useMapView(
    { ...base, bbox: view?.bbox ?? '', zoom: String(view?.zoom ?? 7) },
    !waiting,
  );
  const list = useMapList(
    { ...base, bbox: view?.bbox ?? '', page: String(page), size: String(MAP_LIST_PAGE_SIZE) },
    !waiting,
  );
  const change = (next: MapFilters) => {
    setPage(0);
    // A history entry per change, as on the dog lists: Back undoes it (ADR 232).
    setParams(searchOf(next));
  };
  const moved = (next: MapViewBox) => {
    setPage(0);
    setView(next);
  };
  const meta = list.data?.pagination.meta;

  return (
    <div className={pageStyles.page}>
      {phone ? (
        <div className={styles.titleRow}>
          <h1 className={pageStyles.title}>{t.title}</h1>
          <FilterSheet open={sheet} onOpenChange={setSheet} count={filterCount(filters)}>
            <MapFilterForm filters={filters} onChange={change} />
          </FilterSheet>
        </div>
      ) : (
        <>
          <h1 className={pageStyles.title}>{t.title}</h1>
          <p>{t.intro}</p>
          <MapFilterForm filters={filters} onChange={change} />
        </>
      )}
      {locating.state === 'locating' && <p role="status">{t.locating}</p>}
      {(locating.state === 'refused' || locating.state === 'unavailable') && (
        <p role="alert" className={styles.message}>
          {locating.state === 'refused' ? t.locationRefused : t.locationUnavailable}
        </p>
      )}
      {(map.isError || list.isError) && (
        <p role="alert" className={styles.message}>
          {errorMessage(map.error ?? list.error, t.loadFailed)}
        </p>
      )}
      <div className={styles.layout}>
        <Suspense fallback={<div className={styles.map}>{t.loading}</div>}>
          {start.waiting ? (
            <div className={styles.map}>{t.loading}</div>
          ) : (
            <MapCanvas
              clusters={map.data?.clusters ?? []}
              points={map.data?.points ?? []}
              start={start.bounds}
              centre={position}
              radiusKm={position ? filters.near : null}
              onView={moved}
            />
          )}
        </Suspense>
        {phone && <p className={styles.intro}>{t.intro}</p>}
        <section aria-label={t.list}>
          <p aria-live="polite">{meta ? t.total(meta.totalItems) : t.loading}</p>
          {meta && meta.totalItems === 0 && <p>{t.empty}</p>}
          <MapList items={list.data?.data ?? []} />
          {meta && meta.totalPages > 1 && (
            <div className={styles.pager}>
              <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t.previous}
              </button>
              <span>{t.page(page + 1, meta.totalPages)}</span>
              <button
                type="button"
                disabled={page + 1 >= meta.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t.next}
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
