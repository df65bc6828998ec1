import { describe, expect, it } from 'vitest';
import { chipsOf, without } from './filter-chips-of';
import { EMPTY_SEARCH, regionChoice } from './region-choice';

const fixed = regionChoice(['경기도']);
const nationwide = regionChoice(['서울특별시', '경기도']);

describe('chipsOf (ADR 232)', () => {
  it('says each filter that is on in Korean, in the bar’s order', () => {
    const form = {
      ...EMPTY_SEARCH,
      neutered: 'Y',
      keyword: ' 흰둥이 ',
      city: '수원시',
      state: '전체',
      foundFrom: '2026-10-01',
    };
    expect(chipsOf(form, fixed).map((c) => c.text)).toEqual([
      '수원시',
      '검색어: 흰둥이',
      '상태 전체',
      '2026-10-01부터',
      '중성화 예',
    ]);
  });

  it('shows the 시/도 only when it can be chosen and is not the one the list starts at', () => {
    expect(chipsOf({ ...EMPTY_SEARCH, region: '경기도' }, nationwide)).toEqual([]);
    expect(chipsOf({ ...EMPTY_SEARCH, region: '서울특별시' }, nationwide)).toEqual([
      { key: 'region', text: '서울특별시' },
    ]);
  });

  it('takes the city off with its 시/도', () => {
    const form = { ...EMPTY_SEARCH, region: '서울특별시', city: '마포구', color: '흰색' };
    expect(without(form, 'region')).toEqual({ ...EMPTY_SEARCH, color: '흰색' });
    expect(without(form, 'color')).toEqual({ ...form, color: '' });
  });
});
