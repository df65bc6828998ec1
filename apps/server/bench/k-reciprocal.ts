/**
 * k-reciprocal re-ranking (Zhong et al., CVPR 2017) of a query's shortlist, measured by
 * `bench:matches` (ADR 132). Node 0 is the query, nodes 1..m its shortlist; neighbours are
 * sought within these nodes only, so it costs m² similarities (10,000 for a top 100) rather
 * than a search per candidate. Returns the new similarity of each shortlisted node:
 * λ·s + (1 − λ)·(1 − Jaccard distance of their k-reciprocal neighbourhoods).
 */
export type KReciprocal = { k1: number; k2: number; lambda: number };
/** The paper's settings. */
export const K_RECIPROCAL: KReciprocal = { k1: 20, k2: 6, lambda: 0.3 };

export function kReciprocal(
  nodes: number,
  sim: (i: number, j: number) => number,
  { k1, k2, lambda }: KReciprocal = K_RECIPROCAL,
): number[] {
  const d: Float64Array[] = [];
  for (let i = 0; i < nodes; i++) {
    d.push(new Float64Array(nodes));
    for (let j = 0; j < nodes; j++) d[i]![j] = i === j ? 0 : 1 - sim(i, j);
  }
  const order = d.map((row) => [...row.keys()].sort((a, b) => row[a]! - row[b]!));
  const reciprocal = (i: number, k: number) => {
    const forward = order[i]!.slice(0, k + 1);
    return forward.filter((j) => order[j]!.slice(0, k + 1).includes(i));
  };
  const weights = d.map((row, i) => {
    const expanded = new Set(reciprocal(i, k1));
    for (const c of [...expanded]) {
      const around = reciprocal(c, Math.round(k1 / 2));
      const shared = around.filter((j) => expanded.has(j)).length;
      if (shared > (2 / 3) * around.length) for (const j of around) expanded.add(j);
    }
    const v = new Float64Array(nodes);
    let total = 0;
    for (const j of expanded) total += v[j] = Math.exp(-row[j]!);
    for (const j of expanded) v[j] = v[j]! / total;
    return v;
  });
  // Local query expansion: each node's weights averaged over its k2 nearest nodes.
  const expandedWeights = order.map((nearest) => {
    const v = new Float64Array(nodes);
    const near = nearest.slice(0, k2);
    for (const j of near) for (let k = 0; k < nodes; k++) v[k]! += weights[j]![k]! / near.length;
    return v;
  });
  const q = expandedWeights[0]!;
  return expandedWeights.map((g, i) => {
    let shared = 0;
    for (let k = 0; k < nodes; k++) shared += Math.min(q[k]!, g[k]!);
    const jaccard = 1 - shared / (2 - shared);
    return lambda * (1 - d[0]![i]!) + (1 - lambda) * (1 - jaccard);
  });
}
