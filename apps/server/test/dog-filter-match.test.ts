import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { dogs } from '../src/db/schema';
import type { FilterableDog } from '../src/modules/dogs/dog-filter-match';
import { dogMatcher, filterableColumns } from '../src/modules/dogs/dog-filter-match';
import type { DogFilters } from '../src/modules/dogs/dog-filters';
import { dogIdsAmong } from '../src/modules/dogs/dogs.repository';
import { openTestDatabase } from './database';

/** A few values of each field, missing ones among them: every filter keeps some and not others. */
const JURISDS = [
  '경기도 수원시',
  '경기도 성남시',
  '서울특별시 강남구',
  '부산광역시 해운대구',
  null,
];
const SPECIES = ['믹스견', '진도견', '말티즈', null];
const COLOURS = ['흰색', '검정색', '까만 갈색', '브라운', '크림\n흰', null];
const STATES = ['보호중', '종료(입양)', '종료(반환)'];
const WEIGHTS = ['4.2(Kg)', '10(Kg)', '25(Kg)', '25,5(Kg)', '모름', null];
const AGES = ['2026(년생)', '2024(60일미만)', '2019(년생)', '2010(년생)', null];
const GENDERS = ['수컷', '암컷', '미상', null];
const MARKS = ['검은 말티즈 목줄', '하얀 털 온순', '50%_할인', null];

const pick = <T>(xs: readonly T[], i: number, salt: number) => xs[(i * salt + salt) % xs.length]!;

/**
 * The saved searches test new dogs against their filters in memory (dogMatcher, ADR 182):
 * for every kind of filter, and mixes of them, it must keep exactly the dogs the list's SQL
 * conditions keep.
 */
describe('filters in memory against the SQL ones', () => {
  let database: Database;
  let loaded: FilterableDog[];
  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = Array.from({ length: 240 }, (_, i) => ({
      source: 'test',
      sourceId: `m${i}`,
      noticeNo: `경기-수원-${i}`,
      state: pick(STATES, i, 2),
      jurisd: pick(JURISDS, i, 7),
      species: pick(SPECIES, i, 5),
      color: pick(COLOURS, i, 11),
      weight: pick(WEIGHTS, i, 13),
      age: pick(AGES, i, 17),
      gender: pick(GENDERS, i, 19),
      neuterYn: pick(['Y', 'N', 'U', null], i, 23),
      shelterRegNo: pick(['311322200900001', '348527200900001', null], i, 29),
      specialMark: pick(MARKS, i, 31),
      foundDate: pick(['2026-01-05', '2026-03-01', '2026-06-30', null], i, 37),
    }));
    await database.db.insert(dogs).values(rows);
    loaded = await database.db.select(filterableColumns).from(dogs);
  });
  afterAll(() => database.close());

  const cases: DogFilters[] = [
    {},
    { jurisd: '경기도' },
    { jurisd: '경기도 수원시' },
    { species: '말티즈', jurisd: '서울특별시' },
    { state: '보호중' },
    { state: '종료' },
    { keyword: '검정' },
    { keyword: '흰 털' },
    { keyword: '말티즈' },
    { keyword: 'MALTESE' },
    { keyword: '50%_' },
    { keyword: '수원-1' },
    { color: '검정' },
    { color: '흰색', state: '보호중' },
    { color: '갈색' },
    { sizeClass: '소형' },
    { sizeClass: '중형' },
    { sizeClass: '대형' },
    { ageGroup: '어린 강아지' },
    { ageGroup: '성견' },
    { ageGroup: '노령견' },
    { gender: '암컷' },
    { neutered: 'Y' },
    { shelterId: '311322200900001' },
    { foundFrom: '2026-03-01' },
    { foundTo: '2026-03-01' },
    { foundFrom: '2026-02-01', foundTo: '2026-06-30', jurisd: '경기도', sizeClass: '소형' },
  ];

  it.each(cases.map((c) => [JSON.stringify(c), c] as const))('%s', async (_, filters) => {
    const ids = loaded.map((d) => d.id);
    const bySql = [...(await dogIdsAmong(database.db, ids, filters))].sort((a, b) => a - b);
    const keeps = dogMatcher(filters);
    const inMemory = loaded
      .filter(keeps)
      .map((d) => d.id)
      .sort((a, b) => a - b);
    expect(inMemory).toEqual(bySql);
    // Every filter keeps some dogs and drops others (an upper-case keyword finds none).
    if (Object.keys(filters).length) expect(bySql.length).toBeLessThan(ids.length);
    if (filters.keyword !== 'MALTESE') expect(bySql.length).toBeGreaterThan(0);
  });
});
