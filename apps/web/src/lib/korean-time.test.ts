import { describe, expect, it } from 'vitest';
import { formatKoreanTime } from './korean-time';

describe('formatKoreanTime', () => {
  it('says the time in Korea, with the weekday and 오전/오후, whatever the zone of the device', () => {
    expect(formatKoreanTime('2026-10-05T12:30:00.000Z')).toBe('2026년 10월 5일 (월) 오후 9:30');
    // 23:05 UTC is already the next morning in Korea.
    expect(formatKoreanTime('2026-10-05T23:05:00.000Z')).toBe('2026년 10월 6일 (화) 오전 8:05');
    expect(formatKoreanTime('2026-10-05T15:00:00.000Z')).toBe('2026년 10월 6일 (화) 오전 12:00');
    expect(formatKoreanTime('2026-10-05T03:00:00.000Z')).toBe('2026년 10월 5일 (월) 오후 12:00');
  });

  it('gives the dash for a missing or broken time', () => {
    expect(formatKoreanTime(null)).toBe('-');
    expect(formatKoreanTime('not a time')).toBe('-');
  });
});
