import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DogRow, NewDogRow } from '../../db/schema';
import { dogStateChanges, dogs } from '../../db/schema';
import { deleteImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import type { DogRecord } from './dog-record';
import { dogsChanged, dogsDeleted } from './dog-list';

export type UpsertResult = {
  inserted: number;
  /** Known animals whose stored fields changed. */
  updated: number;
  /** Known animals seen again exactly as stored (an update window re-reads the day). */
  unchanged: number;
  stateChanges: number;
};

/** The fields a record sets; `createdAt` is the first registration and never moves (ADR 030). */
type Field = Exclude<keyof DogRecord, 'source' | 'sourceId' | 'createdAt'>;

const changedFields = (record: DogRecord, before: DogRow) =>
  (Object.keys(record) as (keyof DogRecord)[]).filter(
    (key): key is Field =>
      key !== 'source' &&
      key !== 'sourceId' &&
      key !== 'createdAt' &&
      (record[key] ?? null) !== (before[key as keyof DogRow] ?? null),
  );

/**
 * Whether `record` may change the row. The national list leads: 경기도 republishes its
 * animals under the same number, sometimes days behind, so once the national list has an
 * animal a 경기도 record only adds itself to `sources` (ADR 033).
 */
const leads = (record: DogRecord, before: DogRow) =>
  record.source === 'national' || !before.sources.includes('national');

/**
 * Stores one page of a source: new animals are inserted, known ones (the same animal number,
 * from either source) updated where they changed, and every change of care state is recorded.
 * Re-running an import therefore never duplicates a dog. A changed photo URL drops our copy
 * so it is fetched again, with a fresh count of tries.
 */
export async function upsertDogs(
  db: Db,
  storage: Storage,
  records: DogRecord[],
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0, unchanged: 0, stateChanges: 0 };
  const unique = [...new Map(records.map((r) => [r.sourceId, r])).values()];
  if (!unique.length) return result;
  const stalePhotos: { key: string; thumbnailKey: string }[] = [];
  await db.transaction(async (tx) => {
    const ids = unique.map((r) => r.sourceId);
    const existing = await tx.select().from(dogs).where(inArray(dogs.sourceId, ids));
    const known = new Map(existing.map((e) => [e.sourceId, e]));
    const now = new Date();
    const fresh = unique.filter((r) => !known.has(r.sourceId));
    if (fresh.length) {
      // Another process may insert the same animal meanwhile; its row wins, ours waits a run.
      const added = await tx
        .insert(dogs)
        .values(fresh.map((r) => ({ ...r, sources: [r.source], lastSeenAt: now })))
        .onConflictDoNothing()
        .returning({ id: dogs.id });
      result.inserted += added.length;
    }
    const seen: number[] = [];
    for (const record of unique) {
      const before = known.get(record.sourceId);
      if (!before) continue;
      const sources = before.sources.includes(record.source)
        ? before.sources
        : [...before.sources, record.source];
      const fields = leads(record, before) ? changedFields(record, before) : [];
      const takesOver = leads(record, before) && before.source !== record.source;
      if (!fields.length && !takesOver && sources === before.sources && !before.unconfirmed) {
        seen.push(before.id);
        result.unchanged++;
        continue;
      }
      const values: Partial<DogRow> = Object.fromEntries(fields.map((f) => [f, record[f]]));
      if (fields.includes('sourceImageUrl')) {
        if (before.imageKey && before.thumbnailKey) {
          stalePhotos.push({ key: before.imageKey, thumbnailKey: before.thumbnailKey });
        }
        Object.assign(values, {
          imageKey: null,
          thumbnailKey: null,
          photoAttempts: 0,
          photoError: null,
        });
      }
      await tx
        .update(dogs)
        .set({
          ...values,
          ...(takesOver ? { source: record.source } : {}),
          sources,
          ...(fields.length ? { updatedAt: now } : {}),
          lastSeenAt: now,
          unconfirmed: false,
        })
        .where(eq(dogs.id, before.id));
      if (fields.length) result.updated++;
      else result.unchanged++;
      if (fields.includes('state')) {
        await tx
          .insert(dogStateChanges)
          .values({ dogId: before.id, fromState: before.state, toState: record.state });
        result.stateChanges++;
      }
    }
    if (seen.length) {
      await tx.update(dogs).set({ lastSeenAt: now }).where(inArray(dogs.id, seen));
    }
  });
  if (result.inserted || result.updated) dogsChanged(db);
  for (const photo of stalePhotos) await deleteImage(storage, photo);
  return result;
}

/**
 * Demo dogs never share a database with imported ones (ADR 031): the first import removes
 * them, with their pictures, before it stores anything.
 */
export async function removeDemoDogs(db: Db, storage: Storage): Promise<number> {
  const removed = await db
    .delete(dogs)
    .where(eq(dogs.source, 'demo'))
    .returning({ key: dogs.imageKey, thumbnailKey: dogs.thumbnailKey });
  if (removed.length) dogsDeleted(db);
  for (const r of removed) {
    if (r.key && r.thumbnailKey)
      await deleteImage(storage, { key: r.key, thumbnailKey: r.thumbnailKey });
  }
  return removed.length;
}

/**
 * The found date of the oldest dog still in care that `source` listed (YYYY-MM-DD), or
 * undefined: the daily reconcile asks the source from there (ADR 033).
 */
export async function oldestInCareFoundDate(db: Db, source: string): Promise<string | undefined> {
  const [row] = await db
    .select({
      oldest: sql<string | null>`min(coalesce(${dogs.foundDate}, ${dogs.noticeStartDate}))::text`,
    })
    .from(dogs)
    .where(sql`${dogs.state} like '%보호중%' and ${source} = any(${dogs.sources})`);
  return row?.oldest ?? undefined;
}

/**
 * After a full reconcile of `source` (ADR 185): the dogs it lists whose found date the run
 * covered but which it no longer returned are unconfirmed (확인 필요) until an import sees
 * them again. A dog that another source also lists and saw since `since` stays confirmed.
 */
export async function markUnconfirmed(
  db: Db,
  source: string,
  found: { from: string; to: string },
  since: Date,
): Promise<number> {
  const foundOn = sql`coalesce(${dogs.foundDate}, ${dogs.noticeStartDate})`;
  const marked = await db
    .update(dogs)
    .set({ unconfirmed: true })
    .where(
      and(
        sql`${source} = any(${dogs.sources})`,
        lt(dogs.lastSeenAt, since),
        eq(dogs.unconfirmed, false),
        sql`${foundOn} between ${found.from} and ${found.to}`,
      ),
    )
    .returning({ id: dogs.id });
  return marked.length;
}

/** Whether the database holds any dog at all (demo data goes only into an empty one). */
export const hasAnyDog = async (db: Db): Promise<boolean> =>
  (await db.select({ id: dogs.id }).from(dogs).limit(1)).length > 0;

/** Inserts the rows as they are and answers their ids, in order (the demo data set). */
export async function insertDogs(db: Db, rows: NewDogRow[]): Promise<number[]> {
  const inserted = await db.insert(dogs).values(rows).returning({ id: dogs.id });
  if (inserted.length) dogsChanged(db);
  return inserted.map((r) => r.id);
}
