import L from 'leaflet';
import { MapContainer, Marker, useMapEvents } from 'react-leaflet';
import { CoastLayer, OsmTiles, useTileState } from '../../../components/map/base-layers';
import { koReports as t } from '../../../locales/ko-reports';
import lostMarker from '../assets/lost-marker.svg';
import styles from './report-form.module.css';

const [W, H] = [30, 35];
const lostIcon = L.icon({
  iconUrl: lostMarker,
  iconSize: [W, H],
  iconAnchor: [W / 2, H],
  className: 'lost-marker',
});

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
};

function TapToPlace({ onPick }: { onPick: (pin: Pin) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/**
 * The lost report form's pin (ADR 150): a tap places it, a drag moves it. Stands on the
 * coastline, so it works without tiles. Lazily loaded: Leaflet stays out of the first load.
 */
export default function PinMap({ pin, around, onPick }: Props) {
  const [tiles, tileHandlers] = useTileState();
  const centre: [number, number] = pin ? [pin.lat, pin.lng] : (around ?? KOREA_CENTRE);
  const zoom = pin ? PIN_ZOOM : around ? DISTRICT_ZOOM : KOREA_ZOOM;
  return (
    <div className={styles.pinMap} role="region" aria-label={t.pinMap}>
      <MapContainer
        // A new 시/군/구 starts the map there again.
        key={around ? around.join() : 'korea'}
        center={centre}
        zoom={zoom}
        scrollWheelZoom={false}
        style={{ width: '100%', height: '100%' }}
      >
        <CoastLayer />
        <OsmTiles handlers={tileHandlers} />
        <TapToPlace onPick={onPick} />
        {pin && (
          <Marker
            position={[pin.lat, pin.lng]}
            icon={lostIcon}
            alt={t.pinMarker}
            draggable
            eventHandlers={{
              dragend: (e) => {
                const at = (e.target as L.Marker).getLatLng();
                onPick({ lat: at.lat, lng: at.lng });
              },
            }}
          />
        )}
      </MapContainer>
      {tiles === 'failed' && (
        <p role="status" className={styles.tilesFailed}>
          {t.mapTilesFailed}
        </p>
      )}
    </div>
  );
}
