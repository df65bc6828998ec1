/**
 * Photo similarities for `bench:matches`: every pair of the repository's photos once, and the
 * ways a report with several photos meets another (ADR 132).
 */

/** The cosine of every pair of photos (unit vectors), computed once per run. */
export function similarityTable(vectors: readonly Float32Array[]) {
  const n = vectors.length;
  const table = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = vectors[i]!;
    for (let j = i; j < n; j++) {
      const b = vectors[j]!;
      let sum = 0;
      for (let k = 0; k < a.length; k++) sum += a[k]! * b[k]!;
      table[i * n + j] = sum;
      table[j * n + i] = sum;
    }
  }
  return (i: number, j: number) => table[i * n + j]!;
}
export type Similarity = ReturnType<typeof similarityTable>;

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

/**
 * How photos of two reports (or a report and a dog) combine into one similarity:
 * `best` the most similar pair (the matcher's best view), `mean` the mean over pairs,
 * `centroid` the cosine of each side's normalised mean vector.
 */
export type Views = 'best' | 'mean' | 'centroid';

export function viewsSimilarity(sim: Similarity, views: Views, a: number[], b: number[]): number {
  if (views === 'best') {
    let best = -Infinity;
    for (const i of a) for (const j of b) best = Math.max(best, sim(i, j));
    return best;
  }
  let cross = 0;
  for (const i of a) for (const j of b) cross += sim(i, j);
  if (views === 'mean') return cross / (a.length * b.length);
  const norm = (xs: number[]) => {
    let sum = 0;
    for (const i of xs) for (const j of xs) sum += sim(i, j);
    return Math.sqrt(sum);
  };
  return cross / (norm(a) * norm(b));
}

/**
 * Mean subtraction as the model would ship it: the mean of the tuning half's vectors taken
 * from every vector, and the centred cosines put back on the plain cosine's scale (least
 * squares over the tuning half's pairs), so the place, words and bars keep their meaning.
 */
export function centredSimilarity(vectors: readonly Float32Array[], tuning: number[]): Similarity {
  const plain = similarityTable(vectors);
  const sim = similarityTable(centred(vectors, meanOf(tuning.map((i) => vectors[i]!))));
  let [n, sx, sy, sxx, sxy] = [0, 0, 0, 0, 0];
  for (const i of tuning) {
    for (const j of tuning) {
      if (i >= j) continue;
      const [x, y] = [sim(i, j), plain(i, j)];
      [n, sx, sy, sxx, sxy] = [n + 1, sx + x, sy + y, sxx + x * x, sxy + x * y];
    }
  }
  const slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
  const intercept = (sy - slope * sx) / n;
  return (i, j) => intercept + slope * sim(i, j);
}
