import type { Shelter } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, filterShelters, isCallable } from './filter';

const shelter = (careNm: string, careAddr: string, jibunAddr: string | null = null): Shelter => ({
  careRegNo: careNm,
  careNm,
  careTel: null,
  careAddr,
  jibunAddr,
  lat: null,
  lng: null,
  orgNm: null,
  divisionNm: null,
  saveTrgtAnimal: null,
  weekOprStime: null,
  weekOprEtime: null,
  weekendOprStime: null,
  weekendOprEtime: null,
  closeDay: null,
});

const list = [
  shelter('수원시동물보호센터', '경기도 수원시 권선구 매송고색로 1'),
  shelter('24시아이동물메디컬', '경기도 부천시 오정구 소사로 779', '경기도 부천시 원종동 229-8'),
  shelter('서울동물복지지원센터', '서울특별시 마포구 매봉산로 31'),
  shelter('춘천시 동물보호센터', '강원도 춘천시 동내면 1'),
];
const names = (found: Shelter[]) => found.map((s) => s.careNm);

describe('filterShelters', () => {
  it('keeps everything without filters', () => {
    expect(filterShelters(list, NO_FILTERS)).toHaveLength(4);
  });

  it('filters by region and district taken from the address', () => {
    expect(names(filterShelters(list, { ...NO_FILTERS, region: '경기도' }))).toEqual([
      '수원시동물보호센터',
      '24시아이동물메디컬',
    ]);
    expect(
      names(filterShelters(list, { ...NO_FILTERS, region: '경기도', district: '부천시' })),
    ).toEqual(['24시아이동물메디컬']);
    expect(names(filterShelters(list, { ...NO_FILTERS, region: '강원특별자치도' }))).toEqual([
      '춘천시 동물보호센터',
    ]);
  });

  it('finds the keyword in the name or either address, ignoring spaces and case', () => {
    expect(names(filterShelters(list, { ...NO_FILTERS, keyword: '수원시 동물' }))).toEqual([
      '수원시동물보호센터',
    ]);
    expect(names(filterShelters(list, { ...NO_FILTERS, keyword: '원종동' }))).toEqual([
      '24시아이동물메디컬',
    ]);
    expect(names(filterShelters(list, { ...NO_FILTERS, keyword: '매봉산로' }))).toEqual([
      '서울동물복지지원센터',
    ]);
    expect(filterShelters(list, { region: '서울특별시', district: '', keyword: '수원' })).toEqual(
      [],
    );
  });
});

describe('isCallable', () => {
  it('refuses masked and missing phones', () => {
    expect(isCallable('031-579-3604')).toBe(true);
    expect(isCallable('031-***-1234')).toBe(false);
    expect(isCallable(null)).toBe(false);
    expect(isCallable('')).toBe(false);
  });
});
