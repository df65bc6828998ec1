import L from 'leaflet';
import type { ReactNode, Ref } from 'react';
import type { MapContainerProps } from 'react-leaflet';
import { MapContainer } from 'react-leaflet';
import type { TileState } from './base-layers';
import { CoastLayer, OsmTiles, useTileState } from './base-layers';
import styles from './small-map.module.css';

/** The site's 30×35 markers (spec §9), their tip at the bottom centre. */
export const markerIcon = (
  iconUrl: string,
  className?: string,
  [w, h]: [number, number] = [30, 35],
) =>
  L.icon({ iconUrl, iconSize: [w, h], iconAnchor: [w / 2, h], tooltipAnchor: [0, -h], className });

type Props = {
  /** The map region's name. */
  label: string;
  /** Said over the coastline when no tile arrives. */
  tilesFailed: string;
  height: number;
  className?: string | undefined;
  /** Where it looks: `center` and `zoom`, or `bounds`; a new `key` starts it again. */
  view: Pick<MapContainerProps, 'center' | 'zoom' | 'bounds' | 'boundsOptions'>;
  viewKey?: string;
  mapRef?: Ref<L.Map>;
  /** Drawn over the map, outside Leaflet (a crosshair). */
  overlay?: ReactNode;
  /** The markers; a function when they depend on whether the tiles came. */
  children: ReactNode | ((tiles: TileState) => ReactNode);
};

/**
 * A small map of a page or a form (a report's place, its sightings, a shelter, a pin to
 * place) on the shared offline base layer (ADR 144). Only lazily loaded modules import it:
 * Leaflet never joins a page's first load.
 */
export function SmallMap({
  label,
  tilesFailed,
  height,
  className,
  view,
  viewKey,
  mapRef,
  overlay,
  children,
}: Props) {
  const [tiles, tileHandlers] = useTileState();
  return (
    <div
      className={className ? `${styles.map} ${className}` : styles.map}
      style={{ height }}
      role="region"
      aria-label={label}
    >
      <MapContainer
        key={viewKey}
        ref={mapRef}
        {...view}
        scrollWheelZoom={false}
        style={{ width: '100%', height: '100%' }}
      >
        <CoastLayer />
        <OsmTiles handlers={tileHandlers} />
        {typeof children === 'function' ? children(tiles) : children}
      </MapContainer>
      {overlay}
      {tiles === 'failed' && (
        <p role="status" className={styles.tilesFailed}>
          {tilesFailed}
        </p>
      )}
    </div>
  );
}
