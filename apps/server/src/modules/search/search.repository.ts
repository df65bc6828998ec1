import type { SQL } from 'drizzle-orm';
import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogEmbeddings, dogs, reportEmbeddings } from '../../db/schema';
import { dogFilters } from '../dogs/dogs.repository';

export type SearchFilters = { species?: string; jurisd?: string; keyword?: string; state?: string };

/** The lookup's own filters (dogs.repository), so both searches agree on what matches. */
export const filterCondition = (filters: SearchFilters): SQL | undefined => dogFilters(filters);

export async function filteredDogIds(db: Db, filters: SearchFilters): Promise<Set<number>> {
  const rows = await db.select({ id: dogs.id }).from(dogs).where(filterCondition(filters));
  return new Set(rows.map((r) => r.id));
}

/** Which of these dogs the filters keep: one array parameter, however many ids. */
export async function matchingDogIds(
  db: Db,
  ids: readonly number[],
  filters: SearchFilters,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: dogs.id })
    .from(dogs)
    .where(and(sql`${dogs.id} = any(${`{${ids.join(',')}}`}::int[])`, filterCondition(filters)));
  return new Set(rows.map((r) => r.id));
}

export type ModelKey = { model: string; version: string };

/** Dogs with a photo but no embedding for this model version, or one from an older photo. */
export async function dogsNeedingEmbedding(db: Db, key: ModelKey, limit: number) {
  const rows = await db
    .select({ id: dogs.id, imageKey: dogs.imageKey })
    .from(dogs)
    .leftJoin(
      dogEmbeddings,
      and(
        eq(dogEmbeddings.dogId, dogs.id),
        eq(dogEmbeddings.model, key.model),
        eq(dogEmbeddings.version, key.version),
      ),
    )
    .where(
      and(
        isNotNull(dogs.imageKey),
        or(isNull(dogEmbeddings.dogId), ne(dogEmbeddings.imageKey, dogs.imageKey)),
      ),
    )
    .orderBy(dogs.id)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, imageKey: r.imageKey! }));
}

export type EmbeddingInput = ModelKey & {
  dogId: number;
  imageKey: string;
  vector: Float32Array;
  breedClass: number | null;
  coat: string;
};

export const packVector = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
export const unpackVector = (b: Buffer) =>
  new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

export async function saveEmbedding(db: Db, e: EmbeddingInput): Promise<Date> {
  const values = {
    dogId: e.dogId,
    model: e.model,
    version: e.version,
    imageKey: e.imageKey,
    vector: packVector(e.vector),
    breedClass: e.breedClass,
    coat: e.coat,
    createdAt: new Date(),
  };
  await db
    .insert(dogEmbeddings)
    .values(values)
    .onConflictDoUpdate({
      target: [dogEmbeddings.dogId, dogEmbeddings.model, dogEmbeddings.version],
      set: values,
    });
  return values.createdAt;
}

/** Stored vectors of the current model, optionally only those written after `since`. */
export async function loadEmbeddings(db: Db, key: ModelKey, since?: Date) {
  return db
    .select({
      dogId: dogEmbeddings.dogId,
      vector: dogEmbeddings.vector,
      createdAt: dogEmbeddings.createdAt,
    })
    .from(dogEmbeddings)
    .where(
      and(
        eq(dogEmbeddings.model, key.model),
        eq(dogEmbeddings.version, key.version),
        since ? gt(dogEmbeddings.createdAt, since) : undefined,
      ),
    )
    .orderBy(dogEmbeddings.createdAt);
}

/** What the model saw in each dog (breed class, coat), for the adult-look prediction. */
export async function traitsOf(db: Db, key: ModelKey, ids: number[]) {
  if (!ids.length) return new Map<number, { breedClass: number | null; coat: string }>();
  const rows = await db
    .select({
      dogId: dogEmbeddings.dogId,
      breedClass: dogEmbeddings.breedClass,
      coat: dogEmbeddings.coat,
    })
    .from(dogEmbeddings)
    .where(
      and(
        eq(dogEmbeddings.model, key.model),
        eq(dogEmbeddings.version, key.version),
        inArray(dogEmbeddings.dogId, ids),
      ),
    );
  return new Map(rows.map((r) => [r.dogId, { breedClass: r.breedClass, coat: r.coat }]));
}

export const countDogs = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(dogs))[0]?.n ?? 0;

/** After a model switch: every vector but the serving model's goes (dogs and reports). */
export async function deleteOtherEmbeddings(db: Db, key: ModelKey): Promise<void> {
  const other = (table: typeof dogEmbeddings | typeof reportEmbeddings) =>
    or(ne(table.model, key.model), ne(table.version, key.version));
  await db.delete(dogEmbeddings).where(other(dogEmbeddings));
  await db.delete(reportEmbeddings).where(other(reportEmbeddings));
}

/** Every vector of one model version (reindex --all starts it again). */
export async function deleteModelEmbeddings(db: Db, key: ModelKey): Promise<void> {
  await db
    .delete(dogEmbeddings)
    .where(and(eq(dogEmbeddings.model, key.model), eq(dogEmbeddings.version, key.version)));
}
