import type { EmbeddingService } from '../../ai/embedding-service';
import type { Storage } from '../../lib/storage';

/** A photo's stored vector and how much of a dog the classifier saw in it (ADR 153). */
export type PhotoVector = { vector: Float32Array; dogness: number | null };

/**
 * The vectors of a post's photos, in order: the stored ones reused, the rest embedded now and
 * saved with their dogness. A photo whose file is gone is skipped. Every photo counts, whatever
 * its dogness: a photo the classifier sees no dog in is a hint to its author (ADR 153).
 */
export async function photoVectors(deps: {
  photos: string[];
  stored: Map<string, PhotoVector>;
  embeddings: EmbeddingService;
  storage: Storage;
  save(imageKey: string, photo: PhotoVector): Promise<void>;
}): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  for (const imageKey of deps.photos) {
    let photo = deps.stored.get(imageKey);
    if (!photo) {
      const file = await deps.storage.get(imageKey);
      if (!file) continue;
      const { vector, dogness } = await deps.embeddings.analyse(file.body);
      photo = { vector, dogness };
      await deps.save(imageKey, photo);
    }
    vectors.push(photo.vector);
  }
  return vectors;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
  return sum;
}

/**
 * Two reports whose photos are this alike carry the same photo (a family posting twice, or two
 * of its members): they do not compete for an alert (ADR 231). Another photo of the same dog
 * scores about 0.83 with the shipped model, a re-saved copy of one photo above 0.99.
 */
export const SAME_PHOTO = 0.97;

export const samePhotos = (a: Float32Array[], b: Float32Array[]) =>
  (bestView(a, b) ?? -Infinity) >= SAME_PHOTO;

/**
 * The best score among the others of a list sorted best first, leaving out reports that carry
 * the same photo as `own`: what `own` must lead to alert (ADR 231).
 */
export function rivalScore<T extends { id: number; vectors: Float32Array[] }>(
  own: T,
  bestFirst: { report: T; score: number }[],
): number | null {
  const rival = bestFirst.find(
    (s) => s.report.id !== own.id && !samePhotos(own.vectors, s.report.vectors),
  );
  return rival?.score ?? null;
}

/** Two posts are as alike as their closest pair of views (Petco Love Lost), null without. */
export function bestView(a: Float32Array[], b: Float32Array[]): number | null {
  let best: number | null = null;
  for (const x of a) for (const y of b) best = Math.max(best ?? -1, dot(x, y));
  return best;
}
