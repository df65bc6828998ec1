import L from 'leaflet';
import { MapContainer, Marker, Tooltip } from 'react-leaflet';
import { CoastLayer, OsmTiles, useTileState } from '../../../components/map/base-layers';
import { koShelters } from '../../../locales/ko-shelters';
import shelterMarker from '../assets/shelter-marker.svg';
import styles from './shelter-point-map.module.css';

// Spec §9: the shelter marker is 30×35, its tip at the bottom centre.
const shelterIcon = L.icon({
  iconUrl: shelterMarker,
  iconSize: [30, 35],
  iconAnchor: [15, 35],
  tooltipAnchor: [0, -35],
  className: 'shelter-marker',
});

/** Close enough to show the streets around the shelter. */
const ZOOM = 15;

/**
 * Where one shelter is, on a small map of its page, over the shared offline base layer.
 * Lazily loaded with Leaflet; the page renders it only for a shelter with coordinates.
 */
export default function ShelterPointMap({
  name,
  lat,
  lng,
}: {
  name: string;
  lat: number;
  lng: number;
}) {
  const [tiles, tileHandlers] = useTileState();
  return (
    <div className={styles.map} role="region" aria-label={koShelters.page.map}>
      <MapContainer
        center={[lat, lng]}
        zoom={ZOOM}
        scrollWheelZoom={false}
        style={{ width: '100%', height: '100%' }}
      >
        <CoastLayer />
        <OsmTiles handlers={tileHandlers} />
        <Marker position={[lat, lng]} icon={shelterIcon} alt={name}>
          <Tooltip direction="top">{name}</Tooltip>
        </Marker>
      </MapContainer>
      {tiles === 'failed' && (
        <p role="status" className={styles.tilesFailed}>
          {koShelters.page.mapTilesFailed}
        </p>
      )}
    </div>
  );
}
