import type { EmbeddingService } from '../../ai/embedding-service';
import type { Storage } from '../../lib/storage';

/**
 * The vectors of a post's photos, in order: the stored ones reused, the rest embedded now and
 * saved. A photo whose file is gone is skipped. Lost reports and sightings alike.
 */
export async function photoVectors(deps: {
  photos: string[];
  stored: Map<string, Float32Array>;
  embeddings: EmbeddingService;
  storage: Storage;
  save(imageKey: string, vector: Float32Array): Promise<void>;
}): Promise<Float32Array[]> {
  const vectors: Float32Array[] = [];
  for (const imageKey of deps.photos) {
    let vector = deps.stored.get(imageKey);
    if (!vector) {
      const photo = await deps.storage.get(imageKey);
      if (!photo) continue;
      vector = (await deps.embeddings.analyse(photo.body)).vector;
      await deps.save(imageKey, vector);
    }
    vectors.push(vector);
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
