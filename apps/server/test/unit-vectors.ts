/** A unit vector of `dim` numbers drawn from `seed`: the same seed, the same vector. */
export function unitVector(seed: number, dim: number): Float32Array {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5;
  for (let i = 0; i < 5; i++) next();
  const v = Float32Array.from({ length: dim }, next);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
