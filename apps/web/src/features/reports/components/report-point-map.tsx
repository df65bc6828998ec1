import type { MapPoint } from '@chajul/contracts';
import L from 'leaflet';
import { MapContainer, Marker, Tooltip } from 'react-leaflet';
import { CoastLayer, OsmTiles, useTileState } from '../../../components/map/base-layers';
import { koReports as t } from '../../../locales/ko-reports';
import lostMarker from '../../../components/map/markers/lost-marker.svg';
import styles from './report-details.module.css';

const [W, H] = [30, 35];
const icon = (className: string) =>
  L.icon({
    iconUrl: lostMarker,
    iconSize: [W, H],
    iconAnchor: [W / 2, H],
    tooltipAnchor: [0, -H],
    className,
  });
const exactIcon = icon('lost-marker');
const approxIcon = icon('lost-marker approximate');

/** A pin shows streets; a rounded point or a 시/군/구 centroid, the neighbourhood. */
const EXACT_ZOOM = 15;
const APPROX_ZOOM = 13;

/**
 * Where the dog was lost, on a small map: the owner's own pin exactly, everyone else's point
 * rounded by the server (ADR 150). Lazily loaded with Leaflet.
 */
export default function ReportPointMap({ point }: { point: MapPoint }) {
  const [tiles, tileHandlers] = useTileState();
  const label = point.approximate ? t.pointApproximate : t.pointExact;
  return (
    <div className={styles.pointMap} role="region" aria-label={t.pointMap}>
      <MapContainer
        center={[point.lat, point.lng]}
        zoom={point.approximate ? APPROX_ZOOM : EXACT_ZOOM}
        scrollWheelZoom={false}
        style={{ width: '100%', height: '100%' }}
      >
        <CoastLayer />
        <OsmTiles handlers={tileHandlers} />
        <Marker
          position={[point.lat, point.lng]}
          icon={point.approximate ? approxIcon : exactIcon}
          alt={label}
        >
          <Tooltip direction="top">{label}</Tooltip>
        </Marker>
      </MapContainer>
      {tiles === 'failed' && (
        <p role="status" className={styles.tilesFailed}>
          {t.mapTilesFailed}
        </p>
      )}
    </div>
  );
}
