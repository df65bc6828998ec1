import { Marker, Tooltip } from 'react-leaflet';
import { markerIcon, SmallMap } from '../../../components/map/small-map';
import { koShelters } from '../../../locales/ko-shelters';
import shelterMarker from '../assets/shelter-marker.svg';
import styles from './shelter-point-map.module.css';

const shelterIcon = markerIcon(shelterMarker, 'shelter-marker');

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
  return (
    <SmallMap
      label={koShelters.page.map}
      tilesFailed={koShelters.page.mapTilesFailed}
      height={200}
      className={styles.map}
      view={{ center: [lat, lng], zoom: ZOOM }}
    >
      <Marker position={[lat, lng]} icon={shelterIcon} alt={name}>
        <Tooltip direction="top">{name}</Tooltip>
      </Marker>
    </SmallMap>
  );
}
