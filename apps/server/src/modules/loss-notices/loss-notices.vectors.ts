import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { EmbeddingService } from '../../ai/embedding-service';
import { NotAnImageError } from '../../ai/embedder';
import type { Db } from '../../db/client';
import { dogEmbeddings, lossNotices, sightingEmbeddings, sightings } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import type { ModelKey } from '../search/search.repository';
import { packVector, unpackVector } from '../search/search.repository';

/** Notices embedded per pass; the next run goes on where this one stopped. */
const PASS_LIMIT = 2_000;

/** How a vector's model is written beside it: a new model or version embeds them again. */
export const modelTag = (key: ModelKey) => `${key.model}@${key.version}`;

/**
 * Embeds the stored photos of open notices that have no vector of the serving model (ADR
 * 259), after each run's photo pass. A file that is not an image is marked with the model and
 * no vector, so it is not read again. Returns how many got a vector.
 */
export async function embedNoticePhotos(
  deps: { db: Db; storage: Storage; embeddings: EmbeddingService },
  signal?: AbortSignal,
): Promise<number> {
  const { db, storage, embeddings } = deps;
  const tag = modelTag(embeddings);
  const rows = await db
    .select({ id: lossNotices.id, imageKey: lossNotices.imageKey })
    .from(lossNotices)
    .where(
      and(
        eq(lossNotices.status, 'OPEN'),
        isNotNull(lossNotices.imageKey),
        or(isNull(lossNotices.vectorModel), ne(lossNotices.vectorModel, tag)),
      ),
    )
    .limit(PASS_LIMIT);
  let embedded = 0;
  for (const row of rows) {
    if (signal?.aborted) break;
    const file = await storage.get(row.imageKey!);
    if (!file) continue;
    let vector: Buffer | null = null;
    try {
      vector = packVector((await embeddings.analyse(file.body)).vector);
    } catch (error) {
      if (!(error instanceof NotAnImageError)) throw error;
    }
    // Only while the notice still holds that photo (a new URL clears it, ADR 246).
    await db
      .update(lossNotices)
      .set({ vector, vectorModel: tag })
      .where(and(eq(lossNotices.id, row.id), eq(lossNotices.imageKey, row.imageKey!)));
    if (vector) embedded++;
  }
  return embedded;
}

/** The notices' vectors of the given model, by notice id (notices without one left out). */
export async function noticeVectors(
  db: Db,
  key: ModelKey,
  ids: number[],
): Promise<Map<number, Float32Array>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: lossNotices.id, vector: lossNotices.vector })
    .from(lossNotices)
    .where(and(inArray(lossNotices.id, ids), eq(lossNotices.vectorModel, modelTag(key))));
  return new Map(rows.flatMap((r) => (r.vector ? [[r.id, unpackVector(r.vector)]] : [])));
}

/**
 * The photo vectors of the post a "like" question is about (ADR 259): a public sighting's
 * photos or a shelter dog's, of the given model. Empty for anything not public or not found,
 * so the answer is the words-only one and says nothing about hidden posts.
 */
export async function askerVectors(
  db: Db,
  key: ModelKey,
  about: { sightingId?: number; dogId?: number },
): Promise<Float32Array[]> {
  if (about.sightingId !== undefined) {
    const rows = await db
      .select({ vector: sightingEmbeddings.vector })
      .from(sightingEmbeddings)
      .innerJoin(sightings, eq(sightings.id, sightingEmbeddings.sightingId))
      .where(
        and(
          eq(sightingEmbeddings.sightingId, about.sightingId),
          eq(sightingEmbeddings.model, key.model),
          eq(sightingEmbeddings.version, key.version),
          eq(sightings.status, 'OPEN'),
          isNull(sightings.hiddenAt),
        ),
      );
    return rows.map((r) => unpackVector(r.vector));
  }
  if (about.dogId !== undefined) {
    const rows = await db
      .select({ vector: dogEmbeddings.vector })
      .from(dogEmbeddings)
      .where(
        and(
          eq(dogEmbeddings.dogId, about.dogId),
          eq(dogEmbeddings.model, key.model),
          eq(dogEmbeddings.version, key.version),
        ),
      );
    return rows.map((r) => unpackVector(r.vector));
  }
  return [];
}
