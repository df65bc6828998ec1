import type { MapCluster, MapItem, MapKind, MapKindCounts } from '@chajul/contracts';
import { MAP_MAX_CLUSTER_ZOOM, distanceKm } from '@chajul/contracts';
import Supercluster from 'supercluster';
import { spacedClusters } from './cluster-spacing';
import type { MapEntry } from './map-points';

/** The filters that pick the points (the view's box and zoom only choose what is drawn). */
export type MapFilter = {
  kinds: readonly MapKind[];
  from?: string | undefined;
  to?: string | undefined;
  near?: { lat: number; lng: number; radiusKm: number } | undefined;
};
export type BBox = [west: number, south: number, east: number, north: number];
export const WHOLE_WORLD: BBox = [-180, -85, 180, 85];

type Counts = MapKindCounts;
const countsOf = (kind: MapKind): Counts => ({
  lost: kind === 'lost' ? 1 : 0,
  found: kind === 'found' ? 1 : 0,
  seen: kind === 'seen' ? 1 : 0,
  shelter: kind === 'shelter' ? 1 : 0,
  notice: kind === 'notice' ? 1 : 0,
});

/**
 * Cluster radius in screen pixels. Supercluster measures it against `extent` (512 by default),
 * while Leaflet's tiles are 256 px: with the default, 40 was 20 screen pixels, and 34-56 px
 * bubbles overlapped (issue 38). With the extent at 256 it is screen pixels: no two bubbles'
 * centres are nearer than 60 px, more than the largest bubble with its halo (ADR 232).
 */
const TILE_PX = 256;
const CLUSTER_RADIUS_PX = 60;

/** Newest day first, then newest post; shelters (no day) last, by name. */
function newestFirst(a: MapEntry, b: MapEntry): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? 1 : -1;
  }
  if (a.date === null) return a.title.localeCompare(b.title, 'ko');
  return b.id - a.id;
}

export function matches(entry: MapEntry, filter: MapFilter): boolean {
  if (!filter.kinds.includes(entry.kind)) return false;
  // Shelters have no day: a date range leaves them on the map.
  if (entry.date !== null) {
    if (filter.from && entry.date < filter.from) return false;
    if (filter.to && entry.date > filter.to) return false;
  }
  if (filter.near) {
    const { lat, lng, radiusKm } = filter.near;
    if (distanceKm([lat, lng], [entry.point.lat, entry.point.lng]) > radiusKm) return false;
  }
  return true;
}

export const inBox = (entry: MapEntry, [w, s, e, n]: BBox) =>
  entry.point.lat >= s && entry.point.lat <= n && entry.point.lng >= w && entry.point.lng <= e;

/**
 * The points one set of filters keeps, newest first, and their cluster index, built the
 * first time a map asks (ADR 170): a view of 20,000 points is then a walk of a KD-tree.
 */
export class MapView {
  private index: Supercluster<MapEntry, Counts> | undefined;

  constructor(readonly entries: readonly MapEntry[]) {}

  private tree(): Supercluster<MapEntry, Counts> {
    if (!this.index) {
      this.index = new Supercluster<MapEntry, Counts>({
        radius: CLUSTER_RADIUS_PX,
        extent: TILE_PX,
        maxZoom: MAP_MAX_CLUSTER_ZOOM,
        map: (entry) => countsOf(entry.kind),
        reduce: (sum, more) => {
          sum.lost += more.lost;
          sum.found += more.found;
          sum.seen += more.seen;
          sum.shelter += more.shelter;
          sum.notice += more.notice;
        },
      }).load(
        this.entries.map((entry) => ({
          type: 'Feature' as const,
          geometry: { type: 'Point' as const, coordinates: [entry.point.lng, entry.point.lat] },
          properties: entry,
        })),
      );
    }
    return this.index;
  }

  /** The bubbles and the single points of a view at a zoom. */
  clusters(bbox: BBox, zoom: number): { clusters: MapCluster[]; points: MapEntry[] } {
    const index = this.tree();
    const clusters: MapCluster[] = [];
    const points: MapEntry[] = [];
    for (const feature of index.getClusters(bbox, zoom)) {
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        clusters.push({
          id: props.cluster_id,
          lat,
          lng,
          count: props.point_count,
          counts: {
            lost: props.lost,
            found: props.found,
            seen: props.seen,
            shelter: props.shelter,
            notice: props.notice,
          },
        });
      } else {
        points.push(props as MapEntry);
      }
    }
    return { clusters: spacedClusters(clusters, zoom), points };
  }
}

const filterKey = (f: MapFilter) =>
  JSON.stringify([
    [...f.kinds].sort(),
    f.from ?? '',
    f.to ?? '',
    f.near ? [f.near.lat.toFixed(4), f.near.lng.toFixed(4), f.near.radiusKm] : null,
  ]);

/** The views of one snapshot, the most recently used kept. */
const VIEWS_KEPT = 64;

/** Every open point, loaded together, and the views worked out from them. */
export class MapSnapshot {
  private views = new Map<string, MapView>();

  constructor(
    readonly entries: readonly MapEntry[],
    readonly loadedAt: number,
  ) {}

  view(filter: MapFilter): MapView {
    const key = filterKey(filter);
    let view = this.views.get(key);
    if (view) {
      this.views.delete(key);
    } else {
      view = new MapView(this.entries.filter((e) => matches(e, filter)).sort(newestFirst));
      if (this.views.size >= VIEWS_KEPT) this.views.delete(this.views.keys().next().value!);
    }
    this.views.set(key, view);
    return view;
  }
}

/** What a reader gets of an entry: the owner of a lost report sees their own pin exactly. */
export function itemFor(entry: MapEntry, own: ReadonlyMap<number, MapItem['point']>): MapItem {
  const exact = entry.kind === 'lost' ? own.get(entry.id) : undefined;
  // Field by field: the author's id stays on the server.
  return {
    kind: entry.kind,
    id: entry.id,
    point: exact ?? entry.point,
    title: entry.title,
    place: entry.place,
    date: entry.date,
    imageUrl: entry.imageUrl,
    ...(entry.officialUrl ? { officialUrl: entry.officialUrl } : {}),
  };
}
