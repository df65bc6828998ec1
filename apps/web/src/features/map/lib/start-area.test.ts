import { describe, expect, it } from 'vitest';
import { areaBounds } from './start-area';

describe('areaBounds (ADR 232)', () => {
  it('spans a 시/도 over its districts’ offices', () => {
    const [[s, w], [n, e]] = areaBounds('경기도')!;
    // 평택 in the south, 연천 in the north, 김포 in the west, 가평 in the east.
    expect(s).toBeLessThan(36.99);
    expect(n).toBeGreaterThan(38.02);
    expect(w).toBeLessThan(126.72);
    expect(e).toBeGreaterThan(127.5);
    expect(n - s).toBeLessThan(1.5);
  });

  it('is about 10 km around a 시/군/구, and around 세종 alone', () => {
    const [[s1, w1], [n1, e1]] = areaBounds('서울특별시 마포구')!;
    expect((s1 + n1) / 2).toBeCloseTo(37.5663);
    expect((w1 + e1) / 2).toBeCloseTo(126.9019);
    expect(n1 - s1).toBeCloseTo(0.2);
    const [[s], [n]] = areaBounds('세종특별자치시')!;
    expect(n - s).toBeCloseTo(0.2);
  });

  it('falls back to the 시/도 for an unknown district, and knows nothing of other words', () => {
    expect(areaBounds('경기도 없는시')).toEqual(areaBounds('경기도'));
    expect(areaBounds('어딘가')).toBeUndefined();
    expect(areaBounds('')).toBeUndefined();
  });
});
