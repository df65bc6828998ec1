import { EigenvalueDecomposition, Matrix } from 'ml-matrix';

/**
 * Soft within-class whitening (ADR 230): x → (x − mean)·V·diag(1/√(λ + α·tr/D)), where V, λ
 * are the eigenvectors and eigenvalues of the within-dog covariance. Directions in which
 * photos of one dog differ (light, pose, background) are damped; directions in which dogs
 * differ keep their weight. α shrinks it towards the identity, so a direction seen little in
 * training is not blown up. `keep` directions are kept, the least within-dog varying first.
 */
export type Whitening = { mean: Float32Array; matrix: Float32Array; output: number };

export function fitWhitening(
  vectors: readonly Float32Array[],
  labels: readonly string[],
  alpha: number,
  keep?: number,
): Whitening {
  const dim = vectors[0]!.length;
  const n = vectors.length;
  const mean = new Float64Array(dim);
  for (const v of vectors) for (let k = 0; k < dim; k++) mean[k]! += v[k]! / n;
  const byDog = new Map<string, number[]>();
  labels.forEach((label, i) => byDog.set(label, [...(byDog.get(label) ?? []), i]));
  const scatter = new Float64Array(dim * dim);
  const centred = new Float64Array(dim);
  for (const photos of byDog.values()) {
    const dogMean = new Float64Array(dim);
    for (const i of photos)
      for (let k = 0; k < dim; k++) dogMean[k]! += vectors[i]![k]! / photos.length;
    for (const i of photos) {
      for (let k = 0; k < dim; k++) centred[k] = vectors[i]![k]! - dogMean[k]!;
      for (let r = 0; r < dim; r++) {
        const c = centred[r]!;
        if (c === 0) continue;
        const row = r * dim;
        for (let s = 0; s < dim; s++) scatter[row + s]! += c * centred[s]!;
      }
    }
  }
  const within = new Matrix(dim, dim);
  let trace = 0;
  for (let r = 0; r < dim; r++) {
    for (let s = 0; s < dim; s++) within.set(r, s, scatter[r * dim + s]! / n);
    trace += scatter[r * dim + r]! / n;
  }
  const eig = new EigenvalueDecomposition(within, { assumeSymmetric: true });
  const shrink = (alpha * trace) / dim;
  const order = eig.realEigenvalues
    .map((value, index) => ({ value, index }))
    .sort((a, b) => a.value - b.value)
    .slice(0, keep ?? dim);
  const output = order.length;
  const matrix = new Float32Array(dim * output);
  order.forEach(({ value, index }, column) => {
    const scale = 1 / Math.sqrt(Math.max(value, 0) + shrink);
    for (let r = 0; r < dim; r++) {
      matrix[r * output + column] = eig.eigenvectorMatrix.get(r, index) * scale;
    }
  });
  return { mean: Float32Array.from(mean), matrix, output };
}
