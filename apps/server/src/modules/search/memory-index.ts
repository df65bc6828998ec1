import type { Db } from '../../db/client';
import { ScoreMatrix } from './kernel/score-matrix';
import type { DogFilters } from '../dogs/dogs.repository';
import { dogFilters, dogIdsAmong, dogIdsMatching } from '../dogs/dogs.repository';
import type { ModelKey } from './search.repository';
import { loadEmbeddings, unpackVector } from './search.repository';
import type { VectorHit, VectorIndex } from './vector-index';

/**
 * Path B (ADR 051): an exact search over every current vector, used where the database has
 * no pgvector (Debian's PostgreSQL) or with VECTOR_SEARCH=memory. The rows live in
 * WebAssembly memory and a SIMD kernel scores them (ADR 106): 300,000 × 1,398-d, 1.7 GB,
 * in about 60 ms on one core. Past 4 GiB (about 760,000 dogs at that width) it stops taking
 * rows and says so; pgvector has no such limit.
 */
export class MemoryIndex implements VectorIndex {
  readonly kind = 'memory' as const;
  private readonly matrix: ScoreMatrix;
  private ids = new Int32Array(0);
  private rowOf = new Map<number, number>();
  private count = 0;
  private watermark: Date | undefined;
  private full = false;

  constructor(
    private readonly db: Db,
    private readonly key: ModelKey,
    private readonly dim: number,
    private readonly onFull: (rows: number) => void = () => {},
  ) {
    this.matrix = new ScoreMatrix(dim);
  }

  async refresh(): Promise<void> {
    const rows = await loadEmbeddings(this.db, this.key, this.watermark);
    for (const row of rows) {
      this.put(row.dogId, unpackVector(row.vector));
      this.watermark = row.createdAt;
    }
  }

  async upsert(dogId: number, vector: Float32Array): Promise<void> {
    this.put(dogId, vector);
  }

  /** Loads many vectors at once (the benchmark's synthetic index). */
  put(dogId: number, vector: Float32Array): void {
    if (vector.length !== this.dim) return;
    let row = this.rowOf.get(dogId);
    if (row === undefined) {
      if (!this.matrix.reserve(this.count + 1)) {
        if (!this.full) this.onFull(this.count);
        this.full = true;
        return;
      }
      if (this.ids.length < this.matrix.rows) {
        const ids = new Int32Array(this.matrix.rows);
        ids.set(this.ids);
        this.ids = ids;
      }
      row = this.count++;
      this.rowOf.set(dogId, row);
      this.ids[row] = dogId;
    }
    this.matrix.set(row, vector);
  }

  /**
   * Scores every row, then asks the database which of the best-scored dogs the filters
   * keep, widening until `limit` pass. Every row left out scores below every row asked
   * about, so the answer is exact; a filter that keeps few dogs is read whole instead.
   */
  async search(query: Float32Array, filters: DogFilters, limit: number): Promise<VectorHit[]> {
    // A copy: another search may score while this one waits for the database.
    const scores = this.matrix.scoreAll(query, this.count).slice();
    if (!dogFilters(filters)) return this.best(scores, allRows(this.count), limit);
    let asked = limit * 32;
    for (;;) {
      const rows = rowsAbove(scores, asked);
      const keep = await dogIdsAmong(this.db, rows.map(this.dogOf), filters);
      const hits = this.best(scores, rows, limit, keep);
      if (hits.length === limit || rows.length === this.count) return hits;
      // Widen to where `limit` should pass at the rate seen, unless that is most rows.
      asked = Math.ceil(((limit * rows.length) / Math.max(hits.length, 1)) * 1.5);
      if (hits.length === 0 || asked * 4 > this.count) break;
    }
    const keep = (await dogIdsMatching(this.db, filters)) ?? [];
    const rows = [...keep].flatMap((dogId) => this.rowOf.get(dogId) ?? []);
    return this.best(scores, rows, limit);
  }

  async size(): Promise<number> {
    return this.count;
  }

  private dogOf = (row: number) => this.ids[row]!;

  private best(scores: Float32Array, rows: Iterable<number>, limit: number, keep?: Set<number>) {
    const best: VectorHit[] = [];
    for (const row of rows) {
      const similarity = scores[row]!;
      if (best.length === limit && similarity <= best[limit - 1]!.similarity) continue;
      const dogId = this.ids[row]!;
      if (keep && !keep.has(dogId)) continue;
      let at = best.length;
      while (at > 0 && best[at - 1]!.similarity < similarity) at--;
      best.splice(at, 0, { dogId, similarity });
      if (best.length > limit) best.pop();
    }
    return best;
  }
}

function* allRows(count: number) {
  for (let row = 0; row < count; row++) yield row;
}

/**
 * At least `wanted` rows (all of them if fewer) such that every row left out scores lower
 * than every row returned: a histogram finds the threshold in two passes, no sort.
 */
function rowsAbove(scores: Float32Array, wanted: number): number[] {
  if (wanted >= scores.length) return [...allRows(scores.length)];
  let min = Infinity;
  let max = -Infinity;
  for (const s of scores) {
    if (s < min) min = s;
    if (s > max) max = s;
  }
  const bins = new Uint32Array(4096);
  const width = (max - min) / bins.length || 1;
  const binOf = (s: number) => Math.min(bins.length - 1, Math.floor((s - min) / width));
  for (const s of scores) bins[binOf(s)]!++;
  let lowest = bins.length - 1;
  for (let taken = bins[lowest]!; taken < wanted && lowest > 0;) taken += bins[--lowest]!;
  const rows: number[] = [];
  for (let row = 0; row < scores.length; row++) if (binOf(scores[row]!) >= lowest) rows.push(row);
  return rows;
}
