import { describe, expect, it, vi } from 'vitest';
import { isKoreanPhone, reportFieldsSchema } from './report-fields';
import { deriveReportTitle, todayInKorea } from './report-detail';

const valid = {
  dateLost: '2026-11-01',
  region: '경기도',
  district: '수원시',
  phone: '010-1234-5678',
};

describe('report fields', () => {
  it('accepts Korean mobile, landline and business numbers', () => {
    for (const p of ['010-1234-5678', '01012345678', '02-123-4567', '031 234 5678', '1588-1234'])
      expect(isKoreanPhone(p), p).toBe(true);
    for (const p of ['12345', '010-12-345', 'abc-defg-hijk', '+1 555 0100', '099-123-4567'])
      expect(isKoreanPhone(p), p).toBe(false);
  });

  it('stores phone numbers in one hyphenated spelling', () => {
    expect(reportFieldsSchema.parse({ ...valid, phone: '01012345678' }).phone).toBe(
      '010-1234-5678',
    );
    expect(reportFieldsSchema.parse({ ...valid, phone: '021234567' }).phone).toBe('02-123-4567');
    expect(reportFieldsSchema.parse({ ...valid, phone: '15881234' }).phone).toBe('1588-1234');
  });

  it('maps F and M to the Korean gender words', () => {
    expect(reportFieldsSchema.parse({ ...valid, gender: 'F' }).gender).toBe('암컷');
    expect(reportFieldsSchema.parse({ ...valid, gender: 'M' }).gender).toBe('수컷');
    expect(reportFieldsSchema.safeParse({ ...valid, gender: 'X' }).success).toBe(false);
  });

  it('rejects a district of another region and a date in the future', () => {
    const wrong = reportFieldsSchema.safeParse({ ...valid, district: '강남구' });
    expect(wrong.error?.issues[0]?.path).toEqual(['district']);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = reportFieldsSchema.safeParse({ ...valid, dateLost: tomorrow });
    expect(future.error?.issues[0]?.message).toBe('실종 날짜는 오늘 이후일 수 없습니다.');
    expect(reportFieldsSchema.safeParse({ ...valid, dateLost: todayInKorea() }).success).toBe(true);
  });

  it('rejects a lost date before 1990, year 0 included (PostgreSQL has none)', () => {
    for (const dateLost of ['0000-01-01', '1989-12-31']) {
      const old = reportFieldsSchema.safeParse({ ...valid, dateLost });
      expect(old.error?.issues[0]?.message).toBe('실종 날짜를 올바르게 입력하세요.');
    }
    expect(reportFieldsSchema.safeParse({ ...valid, dateLost: '1990-01-01' }).success).toBe(true);
  });

  it('takes region and district from placeLost when only it is sent', () => {
    const parsed = reportFieldsSchema.parse({
      dateLost: valid.dateLost,
      phone: valid.phone,
      placeLost: '서울특별시 마포구',
    });
    expect([parsed.region, parsed.district]).toEqual(['서울특별시', '마포구']);
  });

  it('lets 세종 go without a district', () => {
    expect(
      reportFieldsSchema.safeParse({ ...valid, region: '세종특별자치시', district: '' }).success,
    ).toBe(true);
  });

  it('derives a title from the place and the dog name', () => {
    expect(deriveReportTitle({ region: '경기도', district: '수원시', dogName: '초코' })).toBe(
      '경기도 수원시 초코 실종',
    );
    expect(deriveReportTitle({ region: '세종특별자치시', district: '' })).toBe(
      '세종특별자치시 이름 없는 강아지 실종',
    );
  });
});

describe('where, when and what (issue 26)', () => {
  it('refuses a time later today than now in Korea, with room for a fast phone clock', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-20T05:00:00Z')); // 14:00 in Korea
      const at = (timeLost: string) =>
        reportFieldsSchema.safeParse({ ...valid, dateLost: '2026-11-20', timeLost });
      expect(at('14:05').success).toBe(true);
      expect(at('15:00').error?.issues[0]).toMatchObject({
        path: ['timeLost'],
        message: '실종 시간은 지금 이후일 수 없습니다.',
      });
      expect(
        reportFieldsSchema.safeParse({ ...valid, dateLost: '2026-11-19', timeLost: '23:00' })
          .success,
      ).toBe(true);
      // Ten minutes before midnight, any time of the day may be given.
      vi.setSystemTime(new Date('2026-11-20T14:55:00Z'));
      expect(at('23:59').success).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('normalises a 동물등록번호 to digits and takes 15 or 10 of them', () => {
    const chip = (microchip: string) => reportFieldsSchema.safeParse({ ...valid, microchip });
    expect(chip('410-1000-1234-5678').data?.microchip).toBe('410100012345678');
    expect(chip('0006 123 456').data?.microchip).toBe('0006123456');
    expect(chip(' ').data?.microchip).toBeUndefined();
    for (const wrong of ['41010001234567', '4101000123456789', '410A00012345678']) {
      expect(chip(wrong).error?.issues[0]?.path, wrong).toEqual(['microchip']);
    }
  });

  it('takes a pin inside Korea only, both numbers or neither', () => {
    const pin = (lat: string, lng?: string) =>
      reportFieldsSchema.safeParse({ ...valid, lat, ...(lng ? { lng } : {}) });
    expect(pin('37.28', '127.06').data).toMatchObject({ lat: 37.28, lng: 127.06 });
    expect(pin('37.28').success).toBe(false);
    expect(pin('35.68', '139.76').success).toBe(false);
  });
});
