import type {
  MapItem,
  MapListQuery,
  MapListResponse,
  MapQuery,
  MapResponse,
} from '@chajul/contracts';
import type { Db } from '../../db/client';
import { pageMeta } from '../../lib/paging';
import type { BBox, MapFilter } from './map-index';
import { MapSnapshot, WHOLE_WORLD, inBox, itemFor } from './map-index';
import type { MapEntry } from './map-points';
import { noticeEntry, reportEntry, sightingEntry, shelterEntry } from './map-points';
import * as repo from './map.repository';

/** Every open point of the four tables, as everyone but an owner sees it. */
export async function loadEntries(db: Db): Promise<MapEntry[]> {
  const [reports, sightings, shelters, notices] = await Promise.all([
    repo.openReportPoints(db),
    repo.publicSightingPoints(db),
    repo.shelterPoints(db),
    repo.openNoticePoints(db),
  ]);
  const entries: MapEntry[] = [];
  const add = (entry: MapEntry | null) => entry && entries.push(entry);
  for (const row of reports) add(reportEntry(row));
  for (const row of sightings) add(sightingEntry(row));
  for (const row of shelters) add(shelterEntry(row));
  for (const row of notices) add(noticeEntry(row));
  return entries;
}

/**
 * The snapshot of open points one process keeps (ADR 170). A write through this process
 * forgets it at once (a closed report leaves the map); after `ttlMs` the next reader still
 * gets the kept one while a fresh one loads, so that changes other processes and imports
 * make show within the TTL. A TTL of 0 loads for every request (the tests).
 */
export class MapSnapshots {
  private current: MapSnapshot | undefined;
  private loading: Promise<MapSnapshot> | undefined;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<MapEntry[]>,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<MapSnapshot> {
    const kept = this.current;
    if (kept && this.ttlMs > 0) {
      if (Date.now() - kept.loadedAt >= this.ttlMs) void this.refresh().catch(() => {});
      return kept;
    }
    return this.refresh();
  }

  forget(): void {
    this.generation += 1;
    this.current = undefined;
    this.loading = undefined;
  }

  private refresh(): Promise<MapSnapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.load()
      .then((entries) => {
        const snapshot = new MapSnapshot(entries, Date.now());
        if (generation === this.generation && this.ttlMs > 0) this.current = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}

export type MapDeps = { db: Db; snapshots: MapSnapshots };

function filterOf(query: MapQuery | MapListQuery): MapFilter {
  const near =
    query.lat !== undefined && query.lng !== undefined && query.radiusKm !== undefined
      ? { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm }
      : undefined;
  return { kinds: query.kinds, from: query.from, to: query.to, near };
}

/** The reader's own open reports with a pin, exactly: only they see them so (ADR 171). */
async function ownPoints(db: Db, reader: { id: number } | null) {
  const own = new Map<number, MapItem['point']>();
  if (!reader) return own;
  for (const row of await repo.ownPinnedReports(db, reader.id)) {
    if (row.lat !== null && row.lng !== null)
      own.set(row.id, { lat: row.lat, lng: row.lng, approximate: false });
  }
  return own;
}

export async function mapOf(
  deps: MapDeps,
  query: MapQuery,
  reader: { id: number } | null,
): Promise<MapResponse> {
  const [snapshot, own] = await Promise.all([deps.snapshots.get(), ownPoints(deps.db, reader)]);
  const bbox: BBox = query.bbox ?? WHOLE_WORLD;
  const { clusters, points } = snapshot.view(filterOf(query)).clusters(bbox, query.zoom);
  const total = clusters.reduce((sum, c) => sum + c.count, points.length);
  return { clusters, points: points.map((entry) => itemFor(entry, own)), total };
}

/** The same points as a list, newest first, a page at a time: in step with the map. */
export async function mapListOf(
  deps: MapDeps,
  query: MapListQuery,
  reader: { id: number } | null,
): Promise<MapListResponse> {
  const [snapshot, own] = await Promise.all([deps.snapshots.get(), ownPoints(deps.db, reader)]);
  const { entries } = snapshot.view(filterOf(query));
  const bbox = query.bbox;
  const kept = bbox ? entries.filter((entry) => inBox(entry, bbox)) : entries;
  const start = query.page * query.size;
  return {
    data: kept.slice(start, start + query.size).map((entry) => itemFor(entry, own)),
    pagination: { meta: pageMeta(kept.length, query.size, query.page) },
  };
}
