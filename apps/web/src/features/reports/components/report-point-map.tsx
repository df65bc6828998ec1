import type { MapPoint } from '@chajul/contracts';
import { Marker, Tooltip } from 'react-leaflet';
import lostMarker from '../../../components/map/markers/lost-marker.svg';
import { markerIcon, SmallMap } from '../../../components/map/small-map';
import { koReports as t } from '../../../locales/ko-reports';
import styles from './report-details.module.css';

const exactIcon = markerIcon(lostMarker, 'lost-marker');
const approxIcon = markerIcon(lostMarker, 'lost-marker approximate');

/** A pin shows streets; a rounded point or a 시/군/구 centroid, the neighbourhood. */
const EXACT_ZOOM = 15;
const APPROX_ZOOM = 13;

/**
 * Where the dog was lost, on a small map: the owner's own pin exactly, everyone else's point
 * rounded by the server (ADR 150). Lazily loaded with Leaflet.
 */
export default function ReportPointMap({ point }: { point: MapPoint }) {
  const label = point.approximate ? t.pointApproximate : t.pointExact;
  return (
    <SmallMap
      label={t.pointMap}
      tilesFailed={t.mapTilesFailed}
      height={200}
      className={styles.pointMap}
      view={{
        center: [point.lat, point.lng],
        zoom: point.approximate ? APPROX_ZOOM : EXACT_ZOOM,
      }}
    >
      <Marker
        position={[point.lat, point.lng]}
        icon={point.approximate ? approxIcon : exactIcon}
        alt={label}
      >
        <Tooltip direction="top">{label}</Tooltip>
      </Marker>
    </SmallMap>
  );
}
