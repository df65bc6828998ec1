import type { Report, SightingListItem } from '@chajul/contracts';
import { pointOf, sightingMessages } from '@chajul/contracts';
import L from 'leaflet';
import { useEffect } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { markerIcon, SmallMap } from '../../../components/map/small-map';
import { formatKoreanDateTime } from '../../../lib/format';
import { koReports as t } from '../../../locales/ko-reports';
import lostMarker from '../../../components/map/markers/lost-marker.svg';
import approxMarker from '../../../components/map/markers/sighting-approx-marker.svg';
import sightingMarker from '../../../components/map/markers/sighting-marker.svg';

const lostIcon = markerIcon(lostMarker, 'lost-marker approximate');
const exactIcon = markerIcon(sightingMarker, 'sighting-marker', [26, 32]);
// A 시/군/구 centroid, not a pin the finder set: drawn dashed and paler.
const approxIcon = markerIcon(approxMarker, 'sighting-marker approximate', [26, 32]);

/** Close enough to tell streets apart, far enough to keep a district's sightings together. */
const MAX_ZOOM = 14;
/** Without tiles only the coastline tells where one is: stay out where it shows. */
const OVERVIEW_ZOOM = 10;

function OverviewWithoutTiles({ failed }: { failed: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (failed && map.getZoom() > OVERVIEW_ZOOM) map.setZoom(OVERVIEW_ZOOM, { animate: false });
  }, [failed, map]);
  return null;
}

type Props = {
  sightings: SightingListItem[];
  report: Pick<Report, 'region' | 'district' | 'placeLost'>;
};

/** A lost report's sightings on a small map, with the lost place (ADR 144). */
export default function SightingsMap({ sightings, report }: Props) {
  const lost = pointOf(report.region, report.district);
  const placed = sightings.flatMap((s) => (s.point ? [{ ...s, point: s.point }] : []));
  const bounds = L.latLngBounds([
    ...placed.map((s): [number, number] => [s.point.lat, s.point.lng]),
    ...(lost ? [lost] : []),
  ]);
  return (
    <SmallMap
      label={t.sightingsMap}
      tilesFailed={t.mapTilesFailed}
      height={280}
      view={{ bounds, boundsOptions: { padding: [28, 28], maxZoom: MAX_ZOOM } }}
    >
      {(tiles) => (
        <>
          {lost && (
            <Marker position={lost} icon={lostIcon} alt={t.mapLostPlace(report.placeLost)}>
              <Tooltip direction="top">{t.mapLostPlace(report.placeLost)}</Tooltip>
            </Marker>
          )}
          {placed.map((s) => {
            const label = t.mapSighting(
              sightingMessages.kindLabel[s.kind],
              `${s.place} · ${formatKoreanDateTime(s.seenAt)}`,
              s.point.approximate,
            );
            return (
              <Marker
                key={s.id}
                position={[s.point.lat, s.point.lng]}
                icon={s.point.approximate ? approxIcon : exactIcon}
                alt={label}
              >
                <Tooltip direction="top">{label}</Tooltip>
              </Marker>
            );
          })}
          <OverviewWithoutTiles failed={tiles === 'failed'} />
        </>
      )}
    </SmallMap>
  );
}
