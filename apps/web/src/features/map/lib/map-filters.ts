import type { MapKind, MapRadiusKm } from '@chajul/contracts';
import { MAP_KINDS, MAP_RADII_KM } from '@chajul/contracts';

/** The map's filters as the URL keeps them: `?kinds=lost,seen&near=3&from=…&to=…`. */
export type MapFilters = {
  kinds: MapKind[];
  near: MapRadiusKm | null;
  from: string;
  to: string;
};
export type Position = { lat: number; lng: number };
/** What the map shows: `bbox` west,south,east,north and Leaflet's zoom. */
export type MapViewBox = { bbox: string; zoom: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isKind = (v: string): v is MapKind => (MAP_KINDS as readonly string[]).includes(v);

export function filtersFrom(params: URLSearchParams): MapFilters {
  const asked = (params.get('kinds') ?? '').split(',').filter(isKind);
  const near = Number(params.get('near'));
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return DAY.test(v) ? v : '';
  };
  return {
    kinds: asked.length ? MAP_KINDS.filter((k) => asked.includes(k)) : [...MAP_KINDS],
    near: (MAP_RADII_KM as readonly number[]).includes(near) ? (near as MapRadiusKm) : null,
    from: day('from'),
    to: day('to'),
  };
}

/** The URL's search: every kind is the default and is left out. */
export function searchOf(filters: MapFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kinds.length && filters.kinds.length < MAP_KINDS.length)
    params.set('kinds', filters.kinds.join(','));
  if (filters.near) params.set('near', String(filters.near));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

/** How many filters differ from the default (every kind, anywhere, any day): the 필터 button's count. */
export function filterCount(filters: MapFilters): number {
  return [...searchOf(filters).keys()].length;
}

/** The filters as the API's query; "near me" only once the position is known. */
export function apiQuery(filters: MapFilters, position: Position | undefined) {
  const query: Record<string, string> = { kinds: filters.kinds.join(',') };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.near && position) {
    query.lat = position.lat.toFixed(5);
    query.lng = position.lng.toFixed(5);
    query.radiusKm = String(filters.near);
  }
  return query;
}

const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

/** Leaflet's bounds as the API's bbox: inside the world, rounded so that a query repeats. */
export function bboxOf(west: number, south: number, east: number, north: number): string {
  return [clamp(west, 180), clamp(south, 90), clamp(east, 180), clamp(north, 90)]
    .map((v) => v.toFixed(4))
    .join(',');
}
