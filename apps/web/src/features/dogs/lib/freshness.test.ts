import { describe, expect, it } from 'vitest';
import { adoptableNow, noticeLabel, seenLabel } from './freshness';

// 2026-11-28 10:00 in Korea.
const now = new Date('2026-11-28T01:00:00Z');
const dog = (values: object) => ({ state: '보호중', noticeEndDate: null, ...values });

describe('freshness of a dog record', () => {
  it('counts the days to the notice end in Korean dates', () => {
    expect(noticeLabel(dog({ noticeEndDate: '2026-12-01' }), now)).toBe('공고 종료 D-3');
    expect(noticeLabel(dog({ noticeEndDate: '2026-11-28' }), now)).toBe('공고 종료 D-day');
    expect(noticeLabel(dog({ noticeEndDate: '2026-11-27' }), now)).toBe('공고 종료');
    expect(noticeLabel(dog({}), now)).toBeUndefined();
  });

  it('calls a dog in care after its notice adoptable now, and no other', () => {
    expect(adoptableNow(dog({ noticeEndDate: '2026-11-27' }), now)).toBe(true);
    expect(adoptableNow(dog({ noticeEndDate: '2026-11-28' }), now)).toBe(false);
    expect(adoptableNow(dog({ noticeEndDate: '2026-11-20', state: '종료(입양)' }), now)).toBe(
      false,
    );
  });

  it('says when an import last saw the record, or that it needs checking', () => {
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
    expect(seenLabel(dog({ lastSeenAt: hoursAgo(5.5) }), now)).toBe('확인: 5시간 전');
    expect(seenLabel(dog({ lastSeenAt: hoursAgo(0.2) }), now)).toBe('확인: 방금 전');
    expect(seenLabel(dog({ lastSeenAt: hoursAgo(50) }), now)).toBe('확인: 2일 전');
    expect(seenLabel(dog({ lastSeenAt: hoursAgo(1), unconfirmed: true }), now)).toBe('확인 필요');
  });
});
