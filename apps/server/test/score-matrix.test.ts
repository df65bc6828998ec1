import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ScoreMatrix } from '../src/modules/search/kernel/score-matrix';
import { serverRoot } from '../src/paths';

/** A seeded generator, so a failure can be reproduced. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31 - 0.5;
  };
}

const vector = (dim: number, next: () => number) => Float32Array.from({ length: dim }, next);
const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe('the SIMD scoring kernel of the in-memory photo index', () => {
  it.each([1398, 1280, 5, 8, 9])('scores %i-d rows as a plain dot product would', (dim) => {
    const next = random(dim);
    const rows = Array.from({ length: 50 }, () => vector(dim, next));
    const matrix = new ScoreMatrix(dim);
    matrix.reserve(rows.length);
    rows.forEach((row, i) => matrix.set(i, row));
    const query = vector(dim, next);
    const scores = [...matrix.scoreAll(query, rows.length)];
    rows.forEach((row, i) => expect(scores[i]).toBeCloseTo(dot(row, query), 3));
    const some = [7, 3, 49];
    expect([...matrix.scoreRows(query, some)]).toEqual(some.map((r) => scores[r]));
  });

  it('keeps every row and scores them right after growing past its first capacity', () => {
    const dim = 13;
    const next = random(3);
    const matrix = new ScoreMatrix(dim);
    const rows: Float32Array[] = [];
    const query = vector(dim, next);
    for (let i = 0; i < 5000; i++) {
      rows.push(vector(dim, next));
      matrix.reserve(i + 1);
      matrix.set(i, rows[i]!);
      // Scores written mid-way land where later rows go: they must not leak into them.
      if (i % 1000 === 0)
        matrix.scoreAll(
          query.map(() => 3e38),
          i + 1,
        );
    }
    expect(matrix.rows).toBeGreaterThanOrEqual(5000);
    const scores = matrix.scoreAll(query, rows.length);
    rows.forEach((row, i) => expect(scores[i]).toBeCloseTo(dot(row, query), 3));
  });

  it('says how many rows fit in 4 GiB and refuses more', () => {
    const matrix = new ScoreMatrix(1398);
    expect(matrix.maxRows).toBeGreaterThan(700_000);
    expect(matrix.reserve(matrix.maxRows + 1)).toBe(false);
  });

  it('ships the bytes its WebAssembly source compiles to', () => {
    expect(() =>
      execFileSync('node', [path.join(serverRoot, 'scripts/build-kernel.mjs'), '--check']),
    ).not.toThrow();
  });
});
