import type { DogAgeGroup, DogSize, DogsQuery } from '@chajul/contracts';
import { colourPattern, isRegion, keywordPattern } from '@chajul/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { and, eq, gt, gte, like, lt, lte, sql } from 'drizzle-orm';
import { dogs } from '../../db/schema';
import { kstDay } from '../../lib/kst';
import { containsPattern } from '../../lib/like';

/** What the lookup filters by; the photo search and a shelter's page filter by the very same. */
export type DogFilters = Partial<Omit<DogsQuery, 'page' | 'size'>>;

/** Kilograms of each size (ADR 185): 소형 under 10, 중형 10 to 25, 대형 over 25. */
export const SIZE_KG: Record<
  DogSize,
  { below?: number; from?: number; upTo?: number; over?: number }
> = {
  소형: { below: 10 },
  중형: { from: 10, upTo: 25 },
  대형: { over: 25 },
};

/** Birth years of an age group in the Korean year `year` (ADR 185). */
export function birthYears(group: DogAgeGroup, year: number): { from?: number; to?: number } {
  if (group === '어린 강아지') return { from: year - 1 };
  if (group === '성견') return { from: year - 7, to: year - 2 };
  return { to: year - 8 };
}

/**
 * The values the filters compare with, by name: LIKE patterns for state and keyword, a
 * regular expression for a keyword with a colour word in it and for the colour (ADR 186).
 */
export function filterValues(query: DogFilters, now = new Date()) {
  const keyword = query.keyword?.toLowerCase();
  const pattern = keyword ? keywordPattern(keyword) : undefined;
  const years = query.ageGroup
    ? birthYears(query.ageGroup, Number(kstDay(now).slice(0, 4)))
    : undefined;
  return {
    species: query.species,
    jurisd: query.jurisd,
    state: query.state ? containsPattern(query.state) : undefined,
    keyword: pattern ?? (keyword ? containsPattern(keyword) : undefined),
    foundFrom: query.foundFrom,
    foundTo: query.foundTo,
    gender: query.gender,
    color: query.color ? colourPattern(query.color) : undefined,
    neutered: query.neutered,
    shelterId: query.shelterId,
    yearFrom: years?.from,
    yearTo: years?.to,
  };
}
type Values = ReturnType<typeof filterValues>;
export type FilterValue = (name: keyof Values) => string | SQLWrapper;

/**
 * The lookup's filters as one condition; the photo search applies the very same ones.
 * `value` gives what each filter compares with: the query's values, or placeholders for a
 * statement built once per shape (`sql.placeholder`). Each is a plain comparison with a
 * column (weight and birth year are stored columns read from the text, ADR 185), so an
 * index can serve it.
 */
export function dogFilters(query: DogFilters, value?: FilterValue): SQL | undefined {
  const values = filterValues(query);
  const v: FilterValue =
    value ??
    ((name) => {
      const given = values[name];
      return typeof given === 'number' ? sql`${given}` : (given ?? '');
    });
  const conditions: (SQL | undefined)[] = [];
  if (query.species) conditions.push(eq(dogs.species, v('species')));
  // A 시/도 alone ("서울특별시") asks for all of its dogs (ADR 033); else one 시/군/구.
  if (query.jurisd) {
    conditions.push(
      isRegion(query.jurisd) ? eq(dogs.region, v('jurisd')) : eq(dogs.jurisd, v('jurisd')),
    );
  }
  if (query.state) conditions.push(like(dogs.state, v('state')));
  if (query.keyword) {
    conditions.push(
      keywordPattern(query.keyword.toLowerCase())
        ? sql`${dogs.searchText} ~ ${v('keyword')}`
        : like(dogs.searchText, v('keyword')),
    );
  }
  if (query.foundFrom) conditions.push(gte(dogs.foundDate, v('foundFrom')));
  if (query.foundTo) conditions.push(lte(dogs.foundDate, v('foundTo')));
  if (query.gender) conditions.push(eq(dogs.gender, v('gender')));
  if (query.sizeClass) {
    const kg = SIZE_KG[query.sizeClass];
    if (kg.below !== undefined) conditions.push(lt(dogs.weightKg, kg.below));
    if (kg.from !== undefined) conditions.push(gte(dogs.weightKg, kg.from));
    if (kg.upTo !== undefined) conditions.push(lte(dogs.weightKg, kg.upTo));
    if (kg.over !== undefined) conditions.push(gt(dogs.weightKg, kg.over));
  }
  if (query.ageGroup) {
    const years = birthYears(query.ageGroup, 2000);
    if (years.from !== undefined) conditions.push(sql`${dogs.birthYear} >= ${v('yearFrom')}`);
    if (years.to !== undefined) conditions.push(sql`${dogs.birthYear} <= ${v('yearTo')}`);
  }
  if (query.color) conditions.push(sql`${dogs.color} ~ ${v('color')}`);
  if (query.neutered) conditions.push(eq(dogs.neuterYn, v('neutered')));
  if (query.shelterId) conditions.push(eq(dogs.shelterRegNo, v('shelterId')));
  return conditions.length ? and(...conditions) : undefined;
}
