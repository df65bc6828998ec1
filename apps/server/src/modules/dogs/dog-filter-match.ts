import { colourPattern, isRegion, keywordPattern } from '@chajul/contracts';
import { dogs } from '../../db/schema';
import { birthYears, type DogFilters, filterValues, SIZE_KG } from './dog-filters';

/** The columns the lookup's filters read, as a dog row loaded into memory has them. */
export type FilterableDog = {
  id: number;
  species: string | null;
  jurisd: string | null;
  region: string | null;
  state: string | null;
  searchText: string | null;
  foundDate: string | null;
  gender: string | null;
  weightKg: number | null;
  birthYear: number | null;
  color: string | null;
  neuterYn: string | null;
  shelterRegNo: string | null;
};

type Test = (dog: FilterableDog) => boolean;

/** A PostgreSQL `~` in JavaScript: its `.` also crosses line ends. */
const regex = (pattern: string): RegExp => new RegExp(pattern, 's');

/**
 * dogFilters (dog-filters.ts) as a JavaScript test over one loaded dog, the same conditions
 * with SQL's sense of NULL (a comparison with a missing value keeps nothing): the saved
 * searches' matching tests a batch of new dogs against thousands of filter sets in memory
 * instead of one query each (ADR 182). test/dog-filter-match.test.ts holds the two together.
 */
export function dogMatcher(q: DogFilters, now = new Date()): Test {
  const values = filterValues(q, now);
  const tests: Test[] = [];
  const equal = (get: (d: FilterableDog) => string | null, want: string) =>
    tests.push((d) => get(d) === want);
  if (q.species) equal((d) => d.species, q.species);
  if (q.jurisd) {
    const want = q.jurisd;
    equal(isRegion(want) ? (d) => d.region : (d) => d.jurisd, want);
  }
  if (q.state) {
    const want = q.state;
    tests.push((d) => d.state !== null && d.state.includes(want));
  }
  if (q.keyword) {
    const keyword = q.keyword.toLowerCase();
    const pattern = keywordPattern(keyword);
    if (pattern) {
      const re: RegExp = regex(pattern);
      tests.push((d) => d.searchText !== null && re.test(d.searchText));
    } else tests.push((d) => d.searchText !== null && d.searchText.includes(keyword));
  }
  if (q.foundFrom) {
    const from = q.foundFrom;
    tests.push((d) => d.foundDate !== null && d.foundDate >= from);
  }
  if (q.foundTo) {
    const to = q.foundTo;
    tests.push((d) => d.foundDate !== null && d.foundDate <= to);
  }
  if (q.gender) equal((d) => d.gender, q.gender);
  if (q.sizeClass) {
    const kg = SIZE_KG[q.sizeClass];
    tests.push(
      (d) =>
        d.weightKg !== null &&
        (kg.below === undefined || d.weightKg < kg.below) &&
        (kg.from === undefined || d.weightKg >= kg.from) &&
        (kg.upTo === undefined || d.weightKg <= kg.upTo) &&
        (kg.over === undefined || d.weightKg > kg.over),
    );
  }
  if (q.ageGroup) {
    const years = birthYears(q.ageGroup, 2000);
    const { yearFrom, yearTo } = values;
    tests.push(
      (d) =>
        d.birthYear !== null &&
        (years.from === undefined || d.birthYear >= yearFrom!) &&
        (years.to === undefined || d.birthYear <= yearTo!),
    );
  }
  if (q.color) {
    const re: RegExp = regex(colourPattern(q.color));
    tests.push((d) => d.color !== null && re.test(d.color));
  }
  if (q.neutered) equal((d) => d.neuterYn, q.neutered);
  if (q.shelterId) equal((d) => d.shelterRegNo, q.shelterId);
  return (dog) => tests.every((test) => test(dog));
}

/** The columns to select for dogMatcher: `db.select(filterableColumns).from(dogs)`. */
export const filterableColumns = {
  id: dogs.id,
  species: dogs.species,
  jurisd: dogs.jurisd,
  region: dogs.region,
  state: dogs.state,
  searchText: dogs.searchText,
  foundDate: dogs.foundDate,
  gender: dogs.gender,
  weightKg: dogs.weightKg,
  birthYear: dogs.birthYear,
  color: dogs.color,
  neuterYn: dogs.neuterYn,
  shelterRegNo: dogs.shelterRegNo,
};
