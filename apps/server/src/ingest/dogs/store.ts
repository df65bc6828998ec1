import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogStateChanges, dogs } from '../../db/schema';
import { deleteImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import { forgetDogCounts } from '../../modules/dogs/dog-counts';
import type { DogRecord } from './dog-record';

export type UpsertResult = { inserted: number; updated: number; stateChanges: number };

/**
 * Stores one page of a source: new animals are inserted, known ones (same source and source
 * id) updated in place, and every change of care state is recorded. Re-running an import
 * therefore never duplicates a dog. A changed photo URL drops our copy so it is fetched again.
 */
export async function upsertDogs(
  db: Db,
  storage: Storage,
  records: DogRecord[],
): Promise<UpsertResult> {
  const result: UpsertResult = { inserted: 0, updated: 0, stateChanges: 0 };
  const unique = [...new Map(records.map((r) => [`${r.source}:${r.sourceId}`, r])).values()];
  const bySource = new Map<string, DogRecord[]>();
  for (const r of unique) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r]);
  const stalePhotos: { key: string; thumbnailKey: string }[] = [];
  await db.transaction(async (tx) => {
    for (const [source, group] of bySource) {
      const ids = group.map((r) => r.sourceId);
      const existing = await tx
        .select({
          id: dogs.id,
          sourceId: dogs.sourceId,
          state: dogs.state,
          sourceImageUrl: dogs.sourceImageUrl,
          imageKey: dogs.imageKey,
          thumbnailKey: dogs.thumbnailKey,
        })
        .from(dogs)
        .where(and(eq(dogs.source, source), inArray(dogs.sourceId, ids)));
      const known = new Map(existing.map((e) => [e.sourceId, e]));
      const now = new Date();
      const fresh = group.filter((r) => !known.has(r.sourceId));
      if (fresh.length) {
        await tx.insert(dogs).values(fresh.map((r) => ({ ...r, lastSeenAt: now })));
        result.inserted += fresh.length;
      }
      for (const record of group) {
        const before = known.get(record.sourceId);
        if (!before) continue;
        // createdAt is the first registration (ADR 030): later runs never move it.
        const values = { ...record, createdAt: undefined };
        const photoChanged = before.sourceImageUrl !== record.sourceImageUrl;
        if (photoChanged && before.imageKey && before.thumbnailKey) {
          stalePhotos.push({ key: before.imageKey, thumbnailKey: before.thumbnailKey });
        }
        await tx
          .update(dogs)
          .set({
            ...values,
            ...(photoChanged ? { imageKey: null, thumbnailKey: null } : {}),
            updatedAt: now,
            lastSeenAt: now,
          })
          .where(eq(dogs.id, before.id));
        result.updated++;
        if (before.state !== record.state) {
          await tx
            .insert(dogStateChanges)
            .values({ dogId: before.id, fromState: before.state, toState: record.state });
          result.stateChanges++;
        }
      }
    }
  });
  if (result.inserted || result.updated) forgetDogCounts(db);
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
  forgetDogCounts(db);
  for (const r of removed) {
    if (r.key && r.thumbnailKey)
      await deleteImage(storage, { key: r.key, thumbnailKey: r.thumbnailKey });
  }
  return removed.length;
}

export const hasImportedDogs = async (db: Db) =>
  (await db.select({ id: dogs.id }).from(dogs).where(ne(dogs.source, 'demo')).limit(1)).length > 0;
