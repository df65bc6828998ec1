import { describe, expect, it } from 'vitest';
import { pageWindow } from '../components/ui/pagination';
import { formatDate, formatDateTime, formatKoreanDateTime, orDash, truncate } from './format';

describe('format', () => {
  it('cuts long titles and adds an ellipsis', () => {
    expect(truncate('가'.repeat(25), 20)).toBe(`${'가'.repeat(20)}...`);
    expect(truncate('짧은 제목', 20)).toBe('짧은 제목');
  });

  it('shows dates as YYYY-MM-DD and missing values as -', () => {
    expect(formatDate('2026-03-04T10:00:00')).toBe('2026-03-04');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('20261123')).toBe('2026-11-23');
    expect(formatDateTime('2026-11-23 09:30')).toBe('2026-11-23 09:30');
    expect(formatDate('아무 날')).toBe('-');
    expect(orDash('')).toBe('-');
    expect(orDash(0)).toBe('0');
  });
});

describe('formatKoreanDateTime', () => {
  it("shows an instant as Korea's wall-clock time, whatever the device's zone", () => {
    expect(formatKoreanDateTime('2026-10-04T22:00:00.000Z')).toBe('2026-10-05 07:00');
    expect(formatKoreanDateTime('2026-10-05T07:00:00+09:00')).toBe('2026-10-05 07:00');
    expect(formatKoreanDateTime(null)).toBe('-');
    expect(formatKoreanDateTime('아무 때')).toBe('-');
  });
});

describe('pageWindow', () => {
  it('shows fixed blocks of page numbers', () => {
    expect(pageWindow(0, 23, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(12, 23, 10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(21, 23, 10)).toEqual([20, 21, 22]);
    expect(pageWindow(6, 7, 5)).toEqual([5, 6]);
    expect(pageWindow(0, 0, 5)).toEqual([]);
  });
});
