/**
 * Pooling of one N×C×H×W feature map (a view of `cells` values per channel) into a C-vector,
 * added to `out` so that a photo and its mirror image sum into one vector (ADR 050).
 */
export function gemPool(map: Float32Array, channels: number, p: number, out: Float32Array): void {
  const cells = map.length / channels;
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    const base = c * cells;
    for (let k = 0; k < cells; k++) {
      const x = Math.max(map[base + k]!, 1e-6);
      // x·x·x and cbrt: `**` costs ten times as much in this loop.
      sum += p === 3 ? x * x * x : p === 1 ? x : x ** p;
    }
    const mean = sum / cells;
    out[c]! += p === 3 ? Math.cbrt(mean) : p === 1 ? mean : mean ** (1 / p);
  }
}

/**
 * Softmax of logits[from..to] at `temperature`, added to `out` (length to − from + 1).
 * Returns the probabilities of this call alone as well.
 */
export function softmaxInto(
  logits: Float32Array,
  from: number,
  to: number,
  temperature: number,
  out: Float32Array,
): Float32Array {
  const n = to - from + 1;
  const p = new Float32Array(n);
  let max = -Infinity;
  for (let i = 0; i < n; i++) max = Math.max(max, logits[from + i]! / temperature);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    p[i] = Math.exp(logits[from + i]! / temperature - max);
    sum += p[i]!;
  }
  for (let i = 0; i < n; i++) {
    p[i] = p[i]! / sum;
    out[i]! += p[i]!;
  }
  return p;
}

/** Classes whose probability is below this add nothing visible to the activation map. */
const NEGLIGIBLE = 1e-4;

/**
 * Class-activation-weighted average: each cell's weight is its activation for the dog
 * classes, `Σ p_c · W_c · f(cell)` with the classifier's own weights (classes × C), shifted
 * so the weakest cell counts zero. The dog's cells outweigh the background's.
 */
export function camPool(
  map: Float32Array,
  channels: number,
  classWeights: Float32Array,
  probabilities: Float32Array,
  out: Float32Array,
): void {
  const cells = map.length / channels;
  const direction = new Float32Array(channels);
  probabilities.forEach((p, c) => {
    if (p < NEGLIGIBLE) return;
    const row = c * channels;
    for (let k = 0; k < channels; k++) direction[k]! += p * classWeights[row + k]!;
  });
  const weights = new Float32Array(cells);
  let lowest = Infinity;
  for (let k = 0; k < channels; k++) {
    const d = direction[k]!;
    if (d === 0) continue;
    const base = k * cells;
    for (let cell = 0; cell < cells; cell++) weights[cell]! += d * map[base + cell]!;
  }
  for (const w of weights) lowest = Math.min(lowest, w);
  let total = 0;
  for (let cell = 0; cell < cells; cell++) {
    weights[cell] = weights[cell]! - lowest;
    total += weights[cell]!;
  }
  if (total <= 0) weights.fill(1 / cells);
  else for (let cell = 0; cell < cells; cell++) weights[cell] = weights[cell]! / total;
  for (let k = 0; k < channels; k++) {
    const base = k * cells;
    let sum = 0;
    for (let cell = 0; cell < cells; cell++) sum += weights[cell]! * map[base + cell]!;
    out[k]! += sum;
  }
}

export function l2normalise(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < v.length; i++) v[i] = v[i]! / norm;
  return v;
}

/** (x − mean)·matrix for a learned projection (input × output by rows), into a new vector. */
export function projectInto(
  x: Float32Array,
  projection: { mean: Float32Array; matrix: Float32Array; output: number },
): Float32Array {
  const { mean, matrix, output } = projection;
  const out = new Float32Array(output);
  for (let i = 0; i < mean.length; i++) {
    const c = x[i]! - mean[i]!;
    if (c === 0) continue;
    const row = i * output;
    for (let j = 0; j < output; j++) out[j]! += c * matrix[row + j]!;
  }
  return out;
}
