import { and, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogEmbeddings, reportEmbeddings } from '../../db/schema';

export type ModelKey = { model: string; version: string };

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
