import { describe, expect, it } from 'vitest';
import { GYEONGGI_CITIES, REGIONS, REGION_NAMES, districtsOf, isDistrictOf } from './regions';

describe('regions', () => {
  it('has the 17 provinces and metropolitan cities', () => {
    expect(REGION_NAMES).toHaveLength(17);
  });

  it('has every 시/군/구 of November 2026', () => {
    // 227 local governments (226, plus one from 인천's 2026 split) and 제주's two cities.
    const total = Object.values(REGIONS).reduce((n, list) => n + list.length, 0);
    expect(total).toBe(229);
  });

  it('lists the 31 cities and counties of 경기도', () => {
    expect(GYEONGGI_CITIES).toHaveLength(31);
  });

  it('knows which district belongs to which region', () => {
    expect(isDistrictOf('경기도', '수원시')).toBe(true);
    expect(isDistrictOf('서울특별시', '수원시')).toBe(false);
    expect(isDistrictOf('대구광역시', '군위군')).toBe(true);
    expect(isDistrictOf('경상북도', '군위군')).toBe(false);
    expect(isDistrictOf('인천광역시', '영종구')).toBe(true);
    expect(isDistrictOf('세종특별자치시', '')).toBe(true);
    expect(isDistrictOf('세종특별자치시', '조치원읍')).toBe(false);
    expect(isDistrictOf('없는도', '')).toBe(false);
    expect(districtsOf('constructor')).toEqual([]);
  });
});
