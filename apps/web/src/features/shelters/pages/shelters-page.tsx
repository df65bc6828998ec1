import { useEffect, useMemo, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { ko } from '../../../locales/ko';
import { koShelters } from '../../../locales/ko-shelters';
import { useShelters } from '../api/get-shelters';
import type { MapFocus, PlacedShelter } from '../components/map-types';
import { ShelterList } from '../components/shelter-list';
import { ShelterMap } from '../components/shelter-map';
import { ShelterSearchForm } from '../components/shelter-search-form';
import styles from '../components/shelter-panel.module.css';
import type { LatLng } from '../lib/distance';
import { hasPosition, sortByDistance } from '../lib/distance';
import type { ShelterFilters } from '../lib/filter';
import { NO_FILTERS, filterShelters } from '../lib/filter';
import { useMyPosition } from '../lib/use-my-position';

/** Spec §9: 10 shelters a page, a window of 5 page numbers. */
const PAGE_SIZE = 10;

/** /shelters: a full-screen map with a collapsible search panel (spec §2). */
export function SheltersPage() {
  const { data: shelters = [], isPending, error } = useShelters();
  const [filters, setFilters] = useState<ShelterFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState(true);
  // Phones choose between the map and a full-screen list (issue 19); wider screens show both.
  const [listOnly, setListOnly] = useState(false);
  const [focus, setFocus] = useState<MapFocus>();
  const show = (target: LatLng & { careRegNo?: string }) =>
    setFocus((f) => ({ ...target, seq: (f?.seq ?? 0) + 1 }));
  // The map moves to the user once, when the position becomes known.
  const position = useMyPosition((found) => show(found));

  // Spec §8: a failed load is only logged.
  useEffect(() => {
    if (error) console.error('shelters could not be loaded', error);
  }, [error]);

  const results = useMemo(() => {
    const found = filterShelters(shelters, filters);
    return position ? sortByDistance(found, position) : found;
  }, [shelters, filters, position]);
  const placed = useMemo(() => results.filter(hasPosition) as PlacedShelter[], [results]);
  const totalPages = Math.ceil(results.length / PAGE_SIZE);
  const pageItems = results.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <div className={`${styles.screen} ${listOnly ? styles.listOnly : ''}`}>
      <ShelterMap shelters={placed} user={position} focus={focus} />
      <aside className={open ? styles.panel : styles.panelClosed} aria-labelledby="shelters-title">
        <div className={styles.panelHead}>
          <h1 id="shelters-title" className={styles.title}>
            {koShelters.title}
          </h1>
          <div className={styles.views} role="group" aria-label={koShelters.view}>
            <button type="button" aria-pressed={!listOnly} onClick={() => setListOnly(false)}>
              {koShelters.mapView}
            </button>
            <button
              type="button"
              aria-pressed={listOnly}
              onClick={() => {
                setListOnly(true);
                setOpen(true);
              }}
            >
              {koShelters.listView}
            </button>
          </div>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="shelters-panel-body"
            onClick={() => setOpen(!open)}
          >
            {open ? koShelters.closePanel : koShelters.openPanel}
          </button>
        </div>
        <div id="shelters-panel-body" className={styles.panelBody} hidden={!open}>
          <ShelterSearchForm
            onSearch={(next) => {
              setFilters(next);
              setPage(0);
              // The map goes to the first shelter found, so a search by region shows that region.
              const found = filterShelters(shelters, next);
              const first = (position ? sortByDistance(found, position) : found).find(hasPosition);
              if (first) show({ lat: first.lat, lng: first.lng });
            }}
          />
          {isPending ? (
            <p className={styles.status}>{ko.common.loading}</p>
          ) : results.length === 0 ? (
            <p className={styles.status}>{koShelters.empty}</p>
          ) : (
            <>
              <p className={styles.status} aria-live="polite">
                {koShelters.total(results.length)}
                {position && ` · ${koShelters.byDistance}`}
              </p>
              <ShelterList shelters={pageItems} selected={focus?.careRegNo} onSelect={show} />
              <Pagination page={page} totalPages={totalPages} onChange={setPage} window={5} />
            </>
          )}
        </div>
      </aside>
    </div>
  );
}
