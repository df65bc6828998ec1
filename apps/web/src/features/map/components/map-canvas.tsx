import type { MapCluster, MapItem } from '@chajul/contracts';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { CoastLayer, OsmTiles, useTileState } from '../../../components/map/base-layers';
import { koMap as t } from '../../../locales/ko-map';
import type { MapViewBox, Position } from '../lib/map-filters';
import { bboxOf } from '../lib/map-filters';
import { linkOf } from '../lib/links';
import type { Bounds } from '../lib/start-area';
import styles from './map.module.css';

/** South Korea as a whole, when the reader's area is unknown; a phone one step further out. */
const KOREA: [number, number] = [36.4, 127.8];
const START_ZOOM = 7;
const PHONE_START_ZOOM = 6;
/** A bubble's tap zooms in this far around it: four times closer. */
const CLUSTER_ZOOM_STEP = 2;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pinIcon(item: MapItem) {
  const approximate = item.point.approximate ? ` ${styles.approximate} map-pin-approximate` : '';
  return L.divIcon({
    className: `${styles.pin} ${styles[item.kind]} map-pin map-pin-${item.kind}${approximate}`,
    html: `<span data-kind="${item.kind}" data-id="${item.id}" data-lat="${item.point.lat}" data-lng="${item.point.lng}"></span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 24],
    popupAnchor: [0, -22],
  });
}

/**
 * A bubble is at most 48 px across, with its 4 px halo 56 px: the server keeps bubbles' centres
 * 60 px apart (map-index.ts), so they never cover each other (ADR 232).
 */
function clusterIcon(cluster: MapCluster) {
  const size = cluster.count < 10 ? 32 : cluster.count < 100 ? 36 : cluster.count < 1000 ? 42 : 48;
  return L.divIcon({
    className: `${styles.cluster} map-cluster`,
    html: `<span>${escape(String(cluster.count))}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** Tells the page what the map shows, first and after every move. */
function ViewReporter({ onView }: { onView: (view: MapViewBox) => void }) {
  const report = (map: L.Map) => {
    const b = map.getBounds();
    onView({
      bbox: bboxOf(b.getWest(), b.getSouth(), b.getEast(), b.getNorth()),
      zoom: map.getZoom(),
    });
  };
  const map = useMapEvents({ moveend: () => report(map) });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => report(map), [map]);
  return null;
}

/** "Near me" on: the map shows the circle. */
function FitCircle({
  centre,
  radiusKm,
}: {
  centre: Position | undefined;
  radiusKm: number | null;
}) {
  const map = useMap();
  useEffect(() => {
    if (!centre || !radiusKm) return;
    map.fitBounds(L.latLng(centre.lat, centre.lng).toBounds(radiusKm * 2000), { animate: false });
  }, [centre, radiusKm, map]);
  return null;
}

function ClusterMarker({ cluster }: { cluster: MapCluster }) {
  const map = useMap();
  const icon = useMemo(() => clusterIcon(cluster), [cluster]);
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      title={t.cluster(cluster.count)}
      eventHandlers={{
        click: () => map.setView([cluster.lat, cluster.lng], map.getZoom() + CLUSTER_ZOOM_STEP),
      }}
    />
  );
}

export function PinPopup({ item }: { item: MapItem }) {
  return (
    <div className={styles.popup}>
      <strong>{item.title || t.untitled}</strong>
      <span>
        {t.kind[item.kind]}
        {item.date && ` · ${item.date}`}
      </span>
      <span>{item.place}</span>
      {item.point.approximate && <span className={styles.approxNote}>{t.approximate}</span>}
      {item.officialUrl ? (
        <a href={item.officialUrl} target="_blank" rel="noopener noreferrer">
          {t.officialDetails}
        </a>
      ) : (
        <Link to={linkOf(item)}>{item.kind === 'shelter' ? t.shelterDetails : t.details}</Link>
      )}
    </div>
  );
}

type Props = {
  clusters: MapCluster[];
  points: MapItem[];
  /** Where the map opens: the reader's area (use-start-area.ts). */
  start?: Bounds | undefined;
  centre: Position | undefined;
  radiusKm: number | null;
  onView: (view: MapViewBox) => void;
};

/** The map itself (Leaflet on the shared base layers, ADR 144); loaded with the page only. */
export default function MapCanvas({ clusters, points, start, centre, radiusKm, onView }: Props) {
  const [tiles, tileHandlers] = useTileState();
  const phone = typeof window !== 'undefined' && window.innerWidth < 600;
  const opening = start
    ? { bounds: start }
    : { center: KOREA, zoom: phone ? PHONE_START_ZOOM : START_ZOOM };
  return (
    <div className={styles.map} role="region" aria-label={t.map}>
      <MapContainer {...opening} style={{ width: '100%', height: '100%' }}>
        <CoastLayer />
        <OsmTiles handlers={tileHandlers} />
        {centre && radiusKm && (
          <Circle
            center={[centre.lat, centre.lng]}
            radius={radiusKm * 1000}
            pathOptions={{ color: '#2f6f4f', weight: 1.5, fillOpacity: 0.06 }}
            interactive={false}
          />
        )}
        {clusters.map((cluster) => (
          <ClusterMarker key={`c${cluster.id}`} cluster={cluster} />
        ))}
        {points.map((item) => (
          <Marker
            key={`${item.kind}${item.id}`}
            position={[item.point.lat, item.point.lng]}
            icon={pinIcon(item)}
            title={t.pin(t.kind[item.kind], item.title || t.untitled, item.point.approximate)}
          >
            <Popup>
              <PinPopup item={item} />
            </Popup>
          </Marker>
        ))}
        <ViewReporter onView={onView} />
        <FitCircle centre={centre} radiusKm={radiusKm} />
      </MapContainer>
      {/* Without tiles the pins stay where they are, on the coastline: near me still works. */}
      {tiles === 'failed' && (
        <p role="status" className={styles.tilesFailed}>
          {t.tilesFailed}
        </p>
      )}
    </div>
  );
}
