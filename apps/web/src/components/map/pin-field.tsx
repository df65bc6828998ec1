import { Suspense } from 'react';
import { ko } from '../../locales/ko';
import { Button } from '../ui/button';
import styles from './pin-field.module.css';
import { lazyModule } from '../../lib/module-loads';

// Leaflet loads with the form's map only, never with a page's first load (ADR 144).
const PinMap = lazyModule(() => import('./pin-map'));

/** What a pin field says: the lost report's and the found/seen report's own words. */
export type PinTexts = {
  legend: string;
  hint: string;
  /** The map region's name. */
  map: string;
  marker: string;
  placed: (lat: string, lng: string) => string;
  none: string;
  clear: string;
  placeAtCentre: string;
};

type Props = {
  /** Ids inside the page: the message's id is `${id}-message`. */
  id: string;
  lat: string;
  lng: string;
  /** Where the map starts without a pin (the chosen 시/군/구), if anywhere. */
  around: [number, number] | null;
  markerUrl: string;
  texts: PinTexts;
  tilesFailed: string;
  error?: string | undefined;
  onChange: (pin: { lat: number; lng: number } | null) => void;
};

/** An optional map pin of a form: tap the map (or use its centre) to place it, or clear it. */
export function PinField({
  id,
  lat,
  lng,
  around,
  markerUrl,
  texts,
  tilesFailed,
  error,
  onChange,
}: Props) {
  const pin = lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
  const message = `${id}-message`;
  return (
    <fieldset
      className={styles.field}
      aria-describedby={message}
      aria-invalid={error ? true : undefined}
    >
      <legend>{texts.legend}</legend>
      <p className={styles.hint}>{texts.hint}</p>
      <Suspense fallback={<p role="status">{ko.common.loading}</p>}>
        <PinMap
          pin={pin}
          around={around}
          onPick={onChange}
          markerUrl={markerUrl}
          texts={texts}
          tilesFailed={tilesFailed}
        />
      </Suspense>
      <div className={styles.row}>
        {error ? (
          <p id={message} role="alert" className={styles.error}>
            {error}
          </p>
        ) : (
          <p id={message} className={styles.hint} aria-live="polite">
            {pin ? texts.placed(lat, lng) : texts.none}
          </p>
        )}
        {pin && (
          <Button variant="secondary" onClick={() => onChange(null)}>
            {texts.clear}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
