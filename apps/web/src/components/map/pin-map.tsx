import type L from 'leaflet';
import { useMemo, useState } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { Button } from '../ui/button';
import type { PinTexts } from './pin-field';
import styles from './pin-field.module.css';
import { markerIcon, SmallMap } from './small-map';

/** Korea as a whole, when no 시/군/구 is chosen yet. */
const KOREA_CENTRE: [number, number] = [36.4, 127.8];
const KOREA_ZOOM = 6;
const DISTRICT_ZOOM = 12;
const PIN_ZOOM = 15;

type Pin = { lat: number; lng: number };
type Props = {
  pin: Pin | null;
  /** Where to start without a pin: the chosen 시/군/구's office. */
  around: [number, number] | null;
  onPick: (pin: Pin) => void;
  /** The marker's picture (a lost dog's red pin, a found or seen dog's blue one). */
  markerUrl: string;
  texts: PinTexts;
  /** Tiles that never arrive: what the visitor is told over the coastline. */
  tilesFailed: string;
};

function TapToPlace({ onPick }: { onPick: (pin: Pin) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/**
 * A form's optional map pin (ADR 150): a tap places it, a drag moves it, and with a keyboard
 * the arrows move the map and 지도 가운데에 핀 놓기 places it under the centre's ring. Stands
 * on the coastline, so it works without tiles. Lazily loaded: Leaflet stays out of the
 * first load.
 */
export default function PinMap({ pin, around, onPick, markerUrl, texts, tilesFailed }: Props) {
  const [map, setMap] = useState<L.Map | null>(null);
  const icon = useMemo(() => markerIcon(markerUrl), [markerUrl]);
  const centre: [number, number] = pin ? [pin.lat, pin.lng] : (around ?? KOREA_CENTRE);
  const zoom = pin ? PIN_ZOOM : around ? DISTRICT_ZOOM : KOREA_ZOOM;
  const placeAtCentre = () => {
    if (!map) return;
    const at = map.getCenter();
    onPick({ lat: at.lat, lng: at.lng });
  };
  return (
    <>
      <SmallMap
        label={texts.map}
        tilesFailed={tilesFailed}
        height={240}
        view={{ center: centre, zoom }}
        // A new 시/군/구 starts the map there again.
        viewKey={around ? around.join() : 'korea'}
        mapRef={setMap}
        overlay={<span className={styles.crosshair} aria-hidden="true" />}
      >
        <TapToPlace onPick={onPick} />
        {pin && (
          <Marker
            position={[pin.lat, pin.lng]}
            icon={icon}
            alt={texts.marker}
            draggable
            eventHandlers={{
              dragend: (e) => {
                const at = (e.target as L.Marker).getLatLng();
                onPick({ lat: at.lat, lng: at.lng });
              },
            }}
          />
        )}
      </SmallMap>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={placeAtCentre} disabled={!map}>
          {texts.placeAtCentre}
        </Button>
      </div>
    </>
  );
}
