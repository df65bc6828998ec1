import { IN_CARE_STATE, isInCare, isRegion } from '@chajul/contracts';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs } from '../../db/schema';
import type { DogFilters } from './dog-filters';
import type { FilterableDog } from './dog-filter-match';
import { dogMatcher, filterableColumns } from './dog-filter-match';

/*
 * The dog lists' filtering, counting and order over every dog, kept in memory (ADR 196).
 * At 300,000 dogs a combination of the lookup's filters that matches few dogs made the
 * database walk every dog in care to count them (seconds on PGlite); here it is one pass in
 * JavaScript with the saved searches' own test (dogMatcher), and the database reads only the
 * page's rows, by id.
 *
 * Freshness: a write through this process's store (an import, the demo's removal) is seen by
 * the next answer; what other processes write is read within `refreshMs`, by `updated_at`
 * (set on every change of a filtered field, and on insert). Deleted dogs and anything written
 * around the store are caught by a full reload every FULL_RELOAD_MS, or at once when a page
 * meets an id that is gone. With `refreshMs` 0 (the
 * tests, which write dogs straight into the database) every answer reads all dogs afresh.
 */

type Entry = FilterableDog & { createdAt: number };
/**
 * The same dogs, in the same order, split by what most lists ask for: in care (the lookup's
 * default), a 시/도, a 시/군/구, a shelter. A query passes over the shortest part that holds
 * every dog it can keep, and still tests each dog for all of its filters.
 */
type Parts = {
  inCare: Entry[];
  byRegion: Map<string, Entry[]>;
  byJurisd: Map<string, Entry[]>;
  byShelter: Map<string, Entry[]>;
};
type Snapshot = { entries: Entry[]; byId: Map<number, Entry>; parts: Parts };

function partsOf(entries: Entry[]): Parts {
  const parts: Parts = {
    inCare: [],
    byRegion: new Map(),
    byJurisd: new Map(),
    byShelter: new Map(),
  };
  const add = (map: Map<string, Entry[]>, key: string | null, entry: Entry) => {
    if (key === null) return;
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  for (const entry of entries) {
    if (isInCare(entry.state)) parts.inCare.push(entry);
    add(parts.byRegion, entry.region, entry);
    add(parts.byJurisd, entry.jurisd, entry);
    add(parts.byShelter, entry.shelterRegNo, entry);
  }
  return parts;
}

/** The shortest list that holds every dog `query` can keep (dogMatcher's own conditions). */
function candidates({ entries, parts }: Snapshot, query: DogFilters): Entry[] {
  let shortest = entries;
  const consider = (list: Entry[] | undefined) => {
    const found = list ?? [];
    if (found.length < shortest.length) shortest = found;
  };
  if (query.state === IN_CARE_STATE) consider(parts.inCare);
  if (query.jurisd) {
    consider((isRegion(query.jurisd) ? parts.byRegion : parts.byJurisd).get(query.jurisd));
  }
  if (query.shelterId) consider(parts.byShelter.get(query.shelterId));
  return shortest;
}

const LOADED = { ...filterableColumns, createdAt: dogs.createdAt, updatedAt: dogs.updatedAt };
type Loaded = FilterableDog & { createdAt: Date; updatedAt: Date };

/** A transaction that began before the last read may commit after it: read back this far. */
const OVERLAP_MS = 60_000;
/** The safety net for deletions other processes made and writes around the store. */
const FULL_RELOAD_MS = 60 * 60_000;
const READ_CHUNK = 5000;

/** The list's order: newest first, as the SQL's `created_at desc, id desc`. */
const newestFirst = (a: Entry, b: Entry) => b.createdAt - a.createdAt || b.id - a.id;

const hasFilter = (query: DogFilters) =>
  Object.values(query).some((value) => value !== undefined && value !== '');

export class DogList {
  private snapshot: Snapshot | undefined;
  /** The newest `updated_at` read: the next incremental read starts there (less OVERLAP_MS). */
  private since = 0;
  private readAt = 0;
  private fullAt = 0;
  /** A write of this process since the last read began: read before the next answer. */
  private stale = true;
  private full = true;
  private running: Promise<void> | undefined;
  /** Species, places, states and the like repeat: one string each, not one per dog. */
  private readonly strings = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly refreshMs: number,
  ) {}

  /** The ids of one page of the dogs that pass `query`, newest first, and how many pass. */
  async page(query: DogFilters, page: number, size: number) {
    const snapshot = await this.current();
    const start = page * size;
    if (!hasFilter(query)) {
      const { entries } = snapshot;
      return { ids: entries.slice(start, start + size).map((e) => e.id), total: entries.length };
    }
    const keeps = dogMatcher(query);
    const ids: number[] = [];
    let total = 0;
    for (const entry of candidates(snapshot, query)) {
      if (!keeps(entry)) continue;
      if (total >= start && ids.length < size) ids.push(entry.id);
      total += 1;
    }
    return { ids, total };
  }

  /** Reads every dog behind the server's start, so that the first visitor does not wait. */
  warm(): void {
    if (this.refreshMs > 0) void this.refresh().catch(() => {});
  }

  /** Dogs were added or changed through this process: the next answer reads them first. */
  changed(): void {
    this.stale = true;
  }

  /** Dogs were deleted (or a page met an id that is gone): the next answer reads them all. */
  deleted(): void {
    this.stale = true;
    this.full = true;
  }

  private async current(): Promise<Snapshot> {
    if (this.refreshMs === 0) return this.build(await this.readAll());
    while (this.stale || !this.snapshot) await this.refresh();
    const age = Date.now() - this.readAt;
    if (age >= this.refreshMs || Date.now() - this.fullAt >= FULL_RELOAD_MS) {
      // Other processes' writes: the kept dogs answer while they are read.
      void this.refresh().catch(() => {});
    }
    return this.snapshot;
  }

  /** One read at a time; a caller arriving during one shares it. */
  private refresh(): Promise<void> {
    this.running ??= this.read().finally(() => (this.running = undefined));
    return this.running;
  }

  private async read(): Promise<void> {
    const startedAt = Date.now();
    const full = this.full || !this.snapshot || startedAt - this.fullAt >= FULL_RELOAD_MS;
    // Cleared before the read: a write during it marks the list again, and is read next.
    this.stale = false;
    this.full = false;
    try {
      if (full) {
        this.strings.clear();
        this.snapshot = this.build(await this.readAll());
        this.fullAt = startedAt;
      } else {
        const from = new Date(this.since - OVERLAP_MS);
        this.merge(await this.db.select(LOADED).from(dogs).where(gt(dogs.updatedAt, from)));
      }
      this.readAt = startedAt;
    } catch (error) {
      this.stale = true;
      this.full ||= full;
      throw error;
    }
  }

  /**
   * Every dog, a chunk at a time by id: PGlite answers one query at a time, and the other
   * requests' queries go between the chunks instead of waiting for 300,000 rows.
   */
  private async readAll(): Promise<Loaded[]> {
    const rows: Loaded[] = [];
    for (let after = 0; ;) {
      const chunk = await this.db
        .select(LOADED)
        .from(dogs)
        .where(gt(dogs.id, after))
        .orderBy(asc(dogs.id))
        .limit(READ_CHUNK);
      rows.push(...chunk);
      if (chunk.length < READ_CHUNK) return rows;
      after = chunk[chunk.length - 1]!.id;
    }
  }

  private build(rows: Loaded[]): Snapshot {
    const entries = rows.map((row) => this.entryOf(row));
    entries.sort(newestFirst);
    return { entries, byId: new Map(entries.map((e) => [e.id, e])), parts: partsOf(entries) };
  }

  /** Changed dogs are updated in place; new ones are merged into the order. */
  private merge(rows: Loaded[]): void {
    const snapshot = this.snapshot!;
    const added: Entry[] = [];
    let moved = false;
    for (const row of rows) {
      const entry = this.entryOf(row);
      const kept = snapshot.byId.get(entry.id);
      if (!kept) added.push(entry);
      else {
        moved ||= kept.createdAt !== entry.createdAt;
        Object.assign(kept, entry);
      }
    }
    // A changed dog may have left care or moved shelter: the parts are split again.
    if (!added.length && !moved) {
      if (rows.length) snapshot.parts = partsOf(snapshot.entries);
      return;
    }
    for (const entry of added) snapshot.byId.set(entry.id, entry);
    added.sort(newestFirst);
    // A registration date never moves (ADR 030); should one, the whole order is sorted again.
    snapshot.entries = moved
      ? [...snapshot.entries, ...added].sort(newestFirst)
      : mergeSorted(snapshot.entries, added);
    snapshot.parts = partsOf(snapshot.entries);
  }

  private entryOf(row: Loaded): Entry {
    this.since = Math.max(this.since, row.updatedAt.getTime());
    const s = (value: string | null) => (value === null ? null : this.intern(value));
    return {
      id: row.id,
      createdAt: row.createdAt.getTime(),
      species: s(row.species),
      jurisd: s(row.jurisd),
      region: s(row.region),
      state: s(row.state),
      searchText: row.searchText,
      foundDate: s(row.foundDate),
      gender: s(row.gender),
      weightKg: row.weightKg,
      birthYear: row.birthYear,
      color: s(row.color),
      neuterYn: s(row.neuterYn),
      shelterRegNo: s(row.shelterRegNo),
    };
  }

  private intern(value: string): string {
    const kept = this.strings.get(value);
    if (kept !== undefined) return kept;
    this.strings.set(value, value);
    return value;
  }
}

/** Two lists in the list's order, as one. */
function mergeSorted(a: Entry[], b: Entry[]): Entry[] {
  const out: Entry[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length)
    out[k++] = newestFirst(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

const lists = new WeakMap<object, DogList>();
const refreshOf = new WeakMap<object, number>();

/** How often the lists of this database read other processes' writes (the app sets it). */
export function setDogListRefresh(db: Db, refreshMs: number): void {
  refreshOf.set(db, refreshMs);
  lists.delete(db);
}

/** The database's kept list (one per database, like its connection). */
export function dogListOf(db: Db): DogList {
  let list = lists.get(db);
  if (!list) lists.set(db, (list = new DogList(db, refreshOf.get(db) ?? 0)));
  return list;
}

/** Who else keeps what the dogs show: the response cache's dog answers (ADR 234). */
const watchers = new WeakMap<object, Set<() => void>>();

/**
 * Calls `forget` whenever this process writes dogs through the store (an import's page, the
 * demo's insert and removal, a stored photo): a kept answer must not outlive the write, as a
 * write route's `invalidates` makes sure for the routes. Answers the stop.
 */
export function whenDogsChange(db: Db, forget: () => void): () => void {
  let set = watchers.get(db);
  if (!set) watchers.set(db, (set = new Set()));
  set.add(forget);
  return () => set.delete(forget);
}

const tell = (db: Db) => {
  for (const forget of watchers.get(db) ?? []) forget();
};

/** After this process added or changed dogs. */
export const dogsChanged = (db: Db): void => {
  lists.get(db)?.changed();
  tell(db);
};

/** After this process deleted dogs. */
export const dogsDeleted = (db: Db): void => {
  lists.get(db)?.deleted();
  tell(db);
};

/** After this process gave dogs their photos: no filtered field moved, but the answers show them. */
export const dogPhotosChanged = (db: Db): void => tell(db);
