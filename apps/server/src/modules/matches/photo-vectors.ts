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

/** Two posts are as alike as their closest pair of views (Petco Love Lost), null without. */
export function bestView(a: Float32Array[], b: Float32Array[]): number | null {
  let best: number | null = null;
  for (const x of a) for (const y of b) best = Math.max(best ?? -1, dot(x, y));
  return best;
}
