import { describe, expect, it } from 'vitest';
import { rivalScore, samePhotos } from './photo-vectors';

const unit = (...xs: number[]) => {
  const norm = Math.hypot(...xs);
  return Float32Array.from(xs.map((x) => x / norm));
};
const report = (id: number, ...vectors: Float32Array[]) => ({ id, vectors });

describe('what a report must lead to alert (ADR 231)', () => {
  const a = report(1, unit(1, 0, 0));
  const sameAsA = report(2, unit(1, 0.01, 0));
  const other = report(3, unit(0, 1, 0));

  it('tells a report carrying the same photo from one of another dog', () => {
    expect(samePhotos(a.vectors, sameAsA.vectors)).toBe(true);
    expect(samePhotos(a.vectors, other.vectors)).toBe(false);
  });

  it('is the best other report, leaving out those with the same photo: a family posting twice is alerted twice', () => {
    const bestFirst = [
      { report: a, score: 0.9 },
      { report: sameAsA, score: 0.89 },
      { report: other, score: 0.7 },
    ];
    expect(rivalScore(a, bestFirst)).toBe(0.7);
    expect(rivalScore(sameAsA, bestFirst)).toBe(0.7);
    expect(rivalScore(other, bestFirst)).toBe(0.9);
    expect(rivalScore(a, [{ report: a, score: 0.9 }])).toBeNull();
  });
});
