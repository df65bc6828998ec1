import type { Photo } from './retrieval';
import { retrieval } from './retrieval';
import type { Half } from './split';
import { HALVES, halfOf, splitOf } from './split';

/**
 * Breed P@1 and identity R@1 on each half of the split (ADR 130), each half its own gallery,
 * so the test half's numbers owe nothing to a photo that was tuned on.
 */
export function byHalf(photos: Photo[], vectors: Float32Array[]) {
  const split = splitOf(photos);
  const gallery = (half: Half, only?: Photo['set']) => {
    const idx = photos.flatMap((p, i) =>
      halfOf(split, p) === half && (!only || p.set === only) ? [i] : [],
    );
    return [idx.map((i) => photos[i]!), idx.map((i) => vectors[i]!)] as const;
  };
  return HALVES.map((half) => ({
    half,
    breed: retrieval(...gallery(half), 'breeds').at1,
    identity: retrieval(...gallery(half), 'identity').at1,
    breedsAlone: retrieval(...gallery(half, 'breeds'), 'breeds').at1,
  }));
}

/** The same with every vector centred on the tuning half's mean (ADR 132: not shipped). */
export function byHalfCentred(photos: Photo[], vectors: Float32Array[]) {
  const split = splitOf(photos);
  const tuning = vectors.filter((_, i) => halfOf(split, photos[i]!) === 'tuning');
  return byHalf(photos, centred(vectors, meanOf(tuning)));
}

const f = (x: number) => x.toFixed(3);
/** One table row: breed P@1 and identity R@1 per half, and breed P@1 among breed photos alone. */
export const halfCells = (rows: ReturnType<typeof byHalf>) =>
  rows.map((r) => `${f(r.breed)} | ${f(r.identity)} | ${f(r.breedsAlone)}`).join(' | ');

/** Normalises vectors after subtracting a mean vector (the gallery mean). */
export function centred(vectors: readonly Float32Array[], mean: Float32Array): Float32Array[] {
  return vectors.map((v) => {
    const out = v.map((x, k) => x - mean[k]!);
    const norm = Math.hypot(...out) || 1;
    return out.map((x) => x / norm);
  });
}

export function meanOf(vectors: readonly Float32Array[]): Float32Array {
  const mean = new Float32Array(vectors[0]!.length);
  for (const v of vectors) for (let k = 0; k < v.length; k++) mean[k]! += v[k]! / vectors.length;
  return mean;
}
