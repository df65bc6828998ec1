import type { MapItem, MapPoint } from '@chajul/contracts';
import { officialLossUrl, pointOf, reportImageUrl, sightingImageUrl } from '@chajul/contracts';
import { imagePathOf } from '../../lib/photo-set';
import { publicPointOfReport } from '../reports/report-point';
import { pointOfSighting } from '../sightings/sightings.mapper';
import type {
  NoticePointRow,
  ReportPointRow,
  ShelterPointRow,
  SightingPointRow,
} from './map.repository';

/** One thing on the map as everyone but a lost report's owner sees it (ADR 171). */
export type MapEntry = MapItem & { authorId: number | null };

const KST_MS = 9 * 3_600_000;
/** The Korean calendar day of an instant, YYYY-MM-DD. */
export const koreanDay = (at: Date | string) =>
  new Date(new Date(at).getTime() + KST_MS).toISOString().slice(0, 10);

/** Jittered centroids spread over a ring this far from the 시/군/구 office, in km. */
const JITTER_MIN_KM = 0.3;
const JITTER_MAX_KM = 1.5;
const KIND_SEEDS = { lost: 1, found: 2, seen: 3, shelter: 4, notice: 5 } as const;

/** A 32-bit hash of the kind and id (Murmur3's finaliser): the same spot on every answer. */
function seeded(kind: MapItem['kind'], id: number, salt: number): number {
  let h = Math.imul(id ^ (KIND_SEEDS[kind] << 24), 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}

/**
 * A centroid moved a little, deterministically by kind and id, so that a district's posts
 * without a pin do not sit on one spot: asking again tells nothing more (ADR 171).
 */
export function jitter(point: MapPoint, kind: MapItem['kind'], id: number): MapPoint {
  const angle = seeded(kind, id, 1) * 2 * Math.PI;
  const km = JITTER_MIN_KM + seeded(kind, id, 2) * (JITTER_MAX_KM - JITTER_MIN_KM);
  const dLat = (km / 111.32) * Math.sin(angle);
  const dLng = (km / (111.32 * Math.cos((point.lat * Math.PI) / 180))) * Math.cos(angle);
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return { lat: round(point.lat + dLat), lng: round(point.lng + dLng), approximate: true };
}

const placeWords = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const thumbPath = (key: string | null) => (key ? imagePathOf(key) : null);

export function reportEntry(row: ReportPointRow): MapEntry | null {
  const shown = publicPointOfReport(row, null);
  if (!shown) return null;
  // A pin is snapped to the grid already; only a centroid (no pin) is spread.
  const point = row.lat === null || row.lng === null ? jitter(shown, 'lost', row.id) : shown;
  return {
    kind: 'lost',
    id: row.id,
    point,
    title: row.title,
    place: placeWords(row.region, row.district, row.placeDetail),
    date: row.dateLost,
    imageUrl: reportImageUrl(thumbPath(row.thumbnailKey)),
    authorId: row.authorId,
  };
}

export function sightingEntry(row: SightingPointRow): MapEntry | null {
  const shown = pointOfSighting(row);
  if (!shown) return null;
  const kind = row.kind === 'FOUND' ? 'found' : 'seen';
  return {
    kind,
    id: row.id,
    point: shown.approximate ? jitter(shown, kind, row.id) : shown,
    title: row.breed ?? '',
    place: placeWords(row.region, row.district, row.place),
    date: koreanDay(row.seenAt),
    imageUrl: sightingImageUrl(thumbPath(row.thumbnailKey)),
    authorId: null,
  };
}

export function shelterEntry(row: ShelterPointRow): MapEntry | null {
  if (row.lat === null || row.lng === null) return null;
  return {
    kind: 'shelter',
    id: row.id,
    point: { lat: row.lat, lng: row.lng, approximate: false },
    title: row.careNm,
    place: row.careAddr,
    date: null,
    imageUrl: null,
    authorId: null,
  };
}

/**
 * A national lost-animal notice (ADR 247): its 시/군/구 office moved a little, as a report
 * without a pin; it links to the official site, since it has no page here.
 */
export function noticeEntry(row: NoticePointRow): MapEntry | null {
  const centre = pointOf(row.region, row.district || undefined);
  if (!centre) return null;
  return {
    kind: 'notice',
    id: row.id,
    point: jitter({ lat: centre[0], lng: centre[1], approximate: true }, 'notice', row.id),
    title: row.species ?? '',
    place: placeWords(row.region, row.district),
    date: row.lostDate,
    imageUrl: reportImageUrl(thumbPath(row.thumbnailKey)),
    officialUrl: officialLossUrl(row),
    authorId: null,
  };
}
