import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  reportEmbeddings,
  reportPhotos,
  sightingEmbeddings,
  sightingPhotos,
} from '../../db/schema';
import type { ModelKey } from '../search/search.repository';
import { packVector, unpackVector } from '../search/search.repository';
import type { PhotoVector } from './photo-vectors';

/*
 * The photo vectors lost ↔ found/seen matching compares (ADR 131, 132): a sighting's own,
 * stored with their dogness (ADR 153), and those of the posts it meets, dog photos only.
 */

export async function sightingPhotoKeysOf(db: Db, sightingId: number): Promise<string[]> {
  const rows = await db
    .select({ imageKey: sightingPhotos.imageKey })
    .from(sightingPhotos)
    .where(eq(sightingPhotos.sightingId, sightingId))
    .orderBy(sightingPhotos.position);
  return rows.map((r) => r.imageKey);
}

export async function sightingVectors(
  db: Db,
  key: ModelKey,
  sightingId: number,
): Promise<Map<string, PhotoVector>> {
  const rows = await db
    .select({
      imageKey: sightingEmbeddings.imageKey,
      vector: sightingEmbeddings.vector,
      dogness: sightingEmbeddings.dogness,
    })
    .from(sightingEmbeddings)
    .where(
      and(
        eq(sightingEmbeddings.sightingId, sightingId),
        eq(sightingEmbeddings.model, key.model),
        eq(sightingEmbeddings.version, key.version),
      ),
    );
  return new Map(
    rows.map((r) => [r.imageKey, { vector: unpackVector(r.vector), dogness: r.dogness }]),
  );
}

export async function saveSightingEmbedding(
  db: Db,
  key: ModelKey,
  e: { sightingId: number; imageKey: string } & PhotoVector,
) {
  const values = { ...key, ...e, vector: packVector(e.vector), createdAt: new Date() };
  await db
    .insert(sightingEmbeddings)
    .values(values)
    .onConflictDoUpdate({
      target: [
        sightingEmbeddings.sightingId,
        sightingEmbeddings.model,
        sightingEmbeddings.version,
        sightingEmbeddings.imageKey,
      ],
      set: values,
    });
}

export async function deleteStaleSightingVectors(db: Db, sightingId: number, keep: string[]) {
  await db
    .delete(sightingEmbeddings)
    .where(
      and(
        eq(sightingEmbeddings.sightingId, sightingId),
        keep.length ? notInArray(sightingEmbeddings.imageKey, keep) : undefined,
      ),
    );
}

/** The stored vectors of these reports' photos, by report (cover first). */
export async function reportVectorsOf(db: Db, key: ModelKey, ids: number[]) {
  const byReport = new Map<number, Float32Array[]>();
  if (!ids.length) return byReport;
  const rows = await db
    .select({ reportId: reportEmbeddings.reportId, vector: reportEmbeddings.vector })
    .from(reportEmbeddings)
    .innerJoin(
      reportPhotos,
      and(
        eq(reportPhotos.reportId, reportEmbeddings.reportId),
        eq(reportPhotos.imageKey, reportEmbeddings.imageKey),
      ),
    )
    .where(
      and(
        inArray(reportEmbeddings.reportId, ids),
        eq(reportEmbeddings.model, key.model),
        eq(reportEmbeddings.version, key.version),
      ),
    )
    .orderBy(reportPhotos.position);
  for (const row of rows) {
    byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), unpackVector(row.vector)]);
  }
  return byReport;
}

/** The stored vectors of these sightings' photos, by sighting. */
export async function sightingVectorsOf(db: Db, key: ModelKey, ids: number[]) {
  const bySighting = new Map<number, Float32Array[]>();
  if (!ids.length) return bySighting;
  const rows = await db
    .select({ sightingId: sightingEmbeddings.sightingId, vector: sightingEmbeddings.vector })
    .from(sightingEmbeddings)
    .where(
      and(
        inArray(sightingEmbeddings.sightingId, ids),
        eq(sightingEmbeddings.model, key.model),
        eq(sightingEmbeddings.version, key.version),
      ),
    );
  for (const row of rows) {
    bySighting.set(row.sightingId, [
      ...(bySighting.get(row.sightingId) ?? []),
      unpackVector(row.vector),
    ]);
  }
  return bySighting;
}
