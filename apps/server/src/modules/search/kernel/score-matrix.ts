import { SCORES_WASM_BASE64 } from './scores-wasm';

const PAGE = 65_536;
/** WebAssembly's 32-bit memory: 65,536 pages of 64 KiB, 4 GiB. */
const MAX_PAGES = 65_536;
const module = new WebAssembly.Module(Buffer.from(SCORES_WASM_BASE64, 'base64'));

type Kernel = {
  scores(row: number, query: number, rows: number, dim: number, out: number): void;
};

/**
 * Rows of floats in WebAssembly memory, scored against a query by the SIMD kernel of
 * scores.wat (ADR 106). Layout in bytes: the query, then `capacity` rows, then one score
 * per row; growing moves only the scores, which live no longer than one call.
 */
export class ScoreMatrix {
  /** Floats per stored row: `dim` rounded up to the kernel's step of 8, padded with zeros. */
  readonly stride: number;
  /** The most rows 4 GiB holds at this width (about 760,000 at 1,398-d). */
  readonly maxRows: number;
  private readonly memory = new WebAssembly.Memory({ initial: 1, maximum: MAX_PAGES });
  private readonly kernel: Kernel;
  private capacity = 0;

  constructor(readonly dim: number) {
    this.stride = Math.ceil(dim / 8) * 8;
    this.maxRows = Math.floor((MAX_PAGES * PAGE - this.stride * 4) / (this.stride * 4 + 4));
    const instance = new WebAssembly.Instance(module, { env: { memory: this.memory } });
    this.kernel = instance.exports as unknown as Kernel;
  }

  get rows(): number {
    return this.capacity;
  }

  /** Makes room for at least `rows` rows (keeping those stored); false past 4 GiB. */
  reserve(rows: number): boolean {
    if (rows <= this.capacity) return true;
    if (rows > this.maxRows) return false;
    const capacity = Math.min(this.maxRows, Math.max(rows, 1024, this.capacity * 2));
    const bytes = this.scoresAt(capacity) + capacity * 4;
    const pages = Math.ceil(bytes / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (pages > 0) this.memory.grow(pages);
    this.capacity = capacity;
    return true;
  }

  set(row: number, vector: Float32Array): void {
    const view = new Float32Array(this.memory.buffer, this.rowAt(row), this.stride);
    view.set(vector.subarray(0, this.dim));
    // The padding may hold scores of an earlier call: the space was theirs before a grow.
    view.fill(0, this.dim);
  }

  /** Scores of rows [0, count) against `query`; the view is valid until the next call. */
  scoreAll(query: Float32Array, count: number): Float32Array {
    const out = this.scoresAt(this.capacity);
    this.kernel.scores(this.rowAt(0), this.putQuery(query), count, this.stride, out);
    return new Float32Array(this.memory.buffer, out, count);
  }

  /** Scores of the given rows only, for a filter that leaves few (same order as `rows`). */
  scoreRows(query: Float32Array, rows: readonly number[]): Float32Array {
    const at = this.putQuery(query);
    const out = this.scoresAt(this.capacity);
    for (const [i, row] of rows.entries()) {
      this.kernel.scores(this.rowAt(row), at, 1, this.stride, out + i * 4);
    }
    return new Float32Array(this.memory.buffer, out, rows.length);
  }

  private putQuery(query: Float32Array): number {
    const view = new Float32Array(this.memory.buffer, 0, this.stride);
    view.fill(0);
    view.set(query.subarray(0, this.dim));
    return 0;
  }

  private rowAt(row: number): number {
    return (1 + row) * this.stride * 4;
  }

  private scoresAt(capacity: number): number {
    return this.rowAt(capacity);
  }
}
