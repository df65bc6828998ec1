import L from 'leaflet';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MapContainer, Marker, Tooltip, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { CoastLayer, OsmTiles, useTileState } from '../../../components/map/base-layers';
import { paths } from '../../../config/paths';
import { koShelters } from '../../../locales/ko-shelters';
import myLocationMarker from '../assets/my-location-marker.svg';
import shelterMarker from '../assets/shelter-marker.svg';
import { DEFAULT_CENTER, LEAFLET_DEFAULT_ZOOM } from '../lib/map-settings';
import type { MapFocus, ProviderProps } from './map-types';
import { reportCentre } from './map-types';
import { MarkerLabel } from './marker-label';
import styles from './shelter-map.module.css';

// Spec §9: 30×35 for shelters (tip at the bottom centre), 40×40 for the user (centred).
const shelterIcon = L.icon({
  iconUrl: shelterMarker,
  iconSize: [30, 35],
  iconAnchor: [15, 35],
  tooltipAnchor: [0, -35],
  className: 'shelter-marker',
});
const userIcon = L.icon({
  iconUrl: myLocationMarker,
  iconSize: [40, 40],
  iconAnchor: [20, 20],
  tooltipAnchor: [0, -20],
  className: 'my-location-marker',
});

function CentreReporter() {
  const map = useMapEvents({
    moveend: () => reportCentre(map.getContainer(), map.getCenter()),
  });
  useEffect(() => reportCentre(map.getContainer(), map.getCenter()), [map]);
  return null;
}

function FocusController({
  focus,
  markers,
}: {
  focus: MapFocus | undefined;
  markers: Map<string, L.Marker>;
}) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    map.panTo([focus.lat, focus.lng]);
    if (focus.careRegNo) markers.get(focus.careRegNo)?.openTooltip();
  }, [focus, map, markers]);
  return null;
}

/**
 * The plain base layer shows no streets: without tiles the map zooms out (keeping its centre)
 * to where the coastline and the nearby shelters tell where one is.
 */
const OVERVIEW_ZOOM = 9;

function OverviewWithoutTiles({ failed, focus }: { failed: boolean; focus: MapFocus | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (!failed || map.getZoom() <= OVERVIEW_ZOOM) return;
    // The tiles may fail while the map pans to a chosen shelter (a slow network): zooming out
    // around the current centre would stop that pan halfway, so zoom out around its goal.
    const centre = focus ? L.latLng(focus.lat, focus.lng) : map.getCenter();
    map.setView(centre, OVERVIEW_ZOOM, { animate: false });
    // Only the moment the tiles fail decides; a later focus pans at this zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed, map]);
  return null;
}

/** OpenStreetMap tiles through Leaflet: the default provider, no key needed. */
export function LeafletMap({ shelters, user, focus }: ProviderProps) {
  const [markers] = useState(() => new Map<string, L.Marker>());
  const [tiles, tileHandlers] = useTileState();
  const navigate = useNavigate();
  return (
    <>
      <MapContainer
        center={[DEFAULT_CENTER.lat, DEFAULT_CENTER.lng]}
        zoom={LEAFLET_DEFAULT_ZOOM}
        style={{ width: '100%', height: '100%' }}
        zoomControl={false}
      >
        {/* The search panel covers the top left corner. */}
        <ZoomControl position="topright" />
        <CoastLayer />
        <OsmTiles handlers={tileHandlers} />
        {shelters.map((s) => (
          <Marker
            key={s.careRegNo}
            position={[s.lat, s.lng]}
            icon={shelterIcon}
            alt={s.careNm}
            // A click (or Enter on the focused marker) opens the shelter's page.
            eventHandlers={{ click: () => void navigate(paths.shelter(s.careRegNo)) }}
            ref={(marker) => {
              if (marker) markers.set(s.careRegNo, marker);
              else markers.delete(s.careRegNo);
            }}
          >
            <Tooltip direction="top">
              <MarkerLabel name={s.careNm} phone={s.careTel} />
            </Tooltip>
          </Marker>
        ))}
        {user && (
          <Marker
            position={[user.lat, user.lng]}
            icon={userIcon}
            alt={koShelters.myLocation}
            zIndexOffset={1000}
          >
            <Tooltip direction="top">{koShelters.myLocation}</Tooltip>
          </Marker>
        )}
        <CentreReporter />
        <OverviewWithoutTiles failed={tiles === 'failed'} focus={focus} />
        <FocusController focus={focus} markers={markers} />
      </MapContainer>
      {tiles === 'failed' && (
        <p role="status" className={styles.tilesFailed}>
          {koShelters.tilesFailed}
        </p>
      )}
    </>
  );
}
