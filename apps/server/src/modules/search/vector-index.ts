import type { DogFilters } from '../dogs/dogs.repository';

export type VectorHit = { dogId: number; similarity: number };

/** Cosine nearest neighbours of stored dog vectors, combined with the lookup's filters. */
export interface VectorIndex {
  readonly kind: 'pgvector' | 'memory';
  /** Takes in vectors written since the last call (by this or another server process). */
  refresh(): Promise<void>;
  /** Records a vector just stored in dog_embeddings. */
  upsert(dogId: number, vector: Float32Array): Promise<void>;
  search(query: Float32Array, filters: DogFilters, limit: number): Promise<VectorHit[]>;
  size(): Promise<number>;
}
