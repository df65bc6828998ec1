import { describe, expect, it } from 'vitest';
import { regionOfAddress, sheltersAnswerSchema, sheltersQuerySchema } from './shelters';

describe('regionOfAddress', () => {
  it('takes region and district from the first two words', () => {
    expect(regionOfAddress('경기도 부천시 오정구 소사로 779 (원종동) 201호')).toEqual({
      region: '경기도',
      district: '부천시',
    });
    expect(regionOfAddress('  서울특별시   성동구 고산자로 207')).toEqual({
      region: '서울특별시',
      district: '성동구',
    });
  });

  it('maps old province names to the region list and leaves 세종 without a district', () => {
    expect(regionOfAddress('강원도 춘천시 동내면 1')).toEqual({
      region: '강원특별자치도',
      district: '춘천시',
    });
    expect(regionOfAddress('세종특별자치시 연서면 봉암리 1')).toEqual({
      region: '세종특별자치시',
      district: '',
    });
    expect(regionOfAddress('')).toEqual({ region: '', district: '' });
  });
});

describe('sheltersQuerySchema', () => {
  it('defaults to the first batch of 500 and caps the size at 1000', () => {
    expect(sheltersQuerySchema.parse({})).toEqual({ page: 0, size: 500 });
    expect(sheltersQuerySchema.safeParse({ size: '1001' }).success).toBe(false);
    expect(sheltersQuerySchema.safeParse({ size: '0' }).success).toBe(false);
  });
});

describe('sheltersAnswerSchema', () => {
  const shelter = {
    careRegNo: '1',
    careNm: '보호소',
    careTel: null,
    careAddr: '경기도 수원시 1',
    jibunAddr: null,
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
  };
  const read = (items: unknown) =>
    sheltersAnswerSchema.parse({ response: { body: { items } } }).response.body.items.item;

  it('reads items as an array, one object, "" or JSON text', () => {
    expect(read({ item: [shelter] })).toEqual([shelter]);
    expect(read({ item: shelter })).toEqual([shelter]);
    expect(read({ item: JSON.stringify([shelter]) })).toEqual([shelter]);
    expect(read('')).toEqual([]);
    expect(read({})).toEqual([]);
  });
});
