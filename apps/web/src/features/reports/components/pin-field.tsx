import { pointOf } from '@chajul/contracts';
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { ko } from '../../../locales/ko';
import { koReports as t } from '../../../locales/ko-reports';
import styles from './report-form.module.css';

// Leaflet loads with the form's map only, never with a page's first load (ADR 144).
const PinMap = lazy(() => import('./pin-map'));

type Props = {
  lat: string;
  lng: string;
  region: string;
  district: string;
  error?: string | undefined;
  onChange: (pin: { lat: number; lng: number } | null) => void;
};

/** The optional map pin of a lost report: tap the map to place it, or clear it. */
export function PinField({ lat, lng, region, district, error, onChange }: Props) {
  const pin = lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
  const around = region ? (pointOf(region, district) ?? null) : null;
  return (
    <fieldset
      className={styles.pinField}
      aria-describedby="report-pin-message"
      aria-invalid={error ? true : undefined}
    >
      <legend>{t.pin}</legend>
      <p className={styles.hint}>{t.pinHint}</p>
      <Suspense fallback={<p role="status">{ko.common.loading}</p>}>
        <PinMap pin={pin} around={around} onPick={onChange} />
      </Suspense>
      <div className={styles.pinRow}>
        {error ? (
          <p id="report-pin-message" role="alert" className={styles.summary}>
            {error}
          </p>
        ) : (
          <p id="report-pin-message" className={styles.hint} aria-live="polite">
            {pin ? t.pinPlaced(lat, lng) : t.pinNone}
          </p>
        )}
        {pin && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {t.pinClear}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
