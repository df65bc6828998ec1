import type { MapKind } from '@chajul/contracts';
import { MAP_KINDS, MAP_RADII_KM } from '@chajul/contracts';
import { koMap as t } from '../../../locales/ko-map';
import type { MapFilters } from '../lib/map-filters';
import styles from './map.module.css';

type Props = { filters: MapFilters; onChange: (next: MapFilters) => void };

/** Kinds, "near me" and the days: every change goes straight to the URL. */
export function MapFilterForm({ filters, onChange }: Props) {
  const toggle = (kind: MapKind, on: boolean) => {
    const kinds = on ? [...filters.kinds, kind] : filters.kinds.filter((k) => k !== kind);
    // Unticking the last kind would show nothing: it is kept.
    if (kinds.length) onChange({ ...filters, kinds: MAP_KINDS.filter((k) => kinds.includes(k)) });
  };
  return (
    <form className={styles.filters} aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>{t.kinds}</legend>
        {MAP_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={filters.kinds.includes(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
            />
            {t.kind[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t.near}</legend>
        <label>
          <input
            type="radio"
            name="near"
            checked={filters.near === null}
            onChange={() => onChange({ ...filters, near: null })}
          />
          {t.nearAll}
        </label>
        {MAP_RADII_KM.map((km) => (
          <label key={km}>
            <input
              type="radio"
              name="near"
              checked={filters.near === km}
              onChange={() => onChange({ ...filters, near: km })}
            />
            {t.nearKm(km)}
          </label>
        ))}
      </fieldset>
      <div className={styles.dates}>
        <label>
          {t.from}
          <input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange({ ...filters, from: e.target.value })}
          />
        </label>
        <label>
          {t.to}
          <input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => onChange({ ...filters, to: e.target.value })}
          />
        </label>
      </div>
    </form>
  );
}
