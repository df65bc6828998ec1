import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { dogs } from '../src/db/schema';
import { MemoryIndex } from '../src/modules/search/memory-index';
import type { DogFilters } from '../src/modules/dogs/dogs.repository';
import { openTestDatabase } from './database';
import { unitVector } from './unit-vectors';

const DIM = 24;
const DOGS = 20_000;

const unit = (seed: number) => unitVector(seed, DIM);
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

/**
 * The in-memory index asks the database about its best-scored dogs and widens until enough
 * pass the filters: whichever way a filter goes, the answer must be the exact one.
 */
describe('filtered search on the in-memory index', () => {
  let database: Database;
  let index: MemoryIndex;
  const vectors = new Map<number, Float32Array>();
  const cityOf = new Map<number, string>();

  // Half the dogs in 수원시, 1.5% in 성남시 (one widening), three in 과천시 (read whole), the rest in 용인시.
  const city = (i: number) =>
    i % 2 === 0
      ? '경기도 수원시'
      : i % 33 === 1
        ? '경기도 성남시'
        : i < 300 && i % 100 === 3
          ? '경기도 과천시'
          : '경기도 용인시';

  beforeAll(async () => {
    database = await openTestDatabase();
    index = new MemoryIndex(database.db, { model: 'test', version: '1' }, DIM);
    for (let from = 0; from < DOGS; from += 500) {
      const rows = Array.from({ length: 500 }, (_, k) => ({
        source: 'test',
        sourceId: String(from + k),
        state: '보호중',
        jurisd: city(from + k),
        species: '믹스견',
      }));
      const inserted = await database.db
        .insert(dogs)
        .values(rows)
        .returning({ id: dogs.id, jurisd: dogs.jurisd });
      for (const { id, jurisd } of inserted) {
        vectors.set(id, unit(id));
        cityOf.set(id, jurisd!);
        index.put(id, vectors.get(id)!);
      }
    }
  });
  afterAll(() => database.close());

  const exact = (query: Float32Array, jurisd: string | undefined, limit: number) =>
    [...vectors]
      .filter(([id]) => !jurisd || cityOf.get(id) === jurisd)
      .map(([id, v]) => ({ dogId: id, similarity: dot(v, query) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit);

  it.each([
    ['no filter', undefined],
    ['a city with half the dogs', '경기도 수원시'],
    ['a city with a few percent', '경기도 성남시'],
    ['a city with three dogs', '경기도 과천시'],
    ['a city with none', '경기도 가평군'],
  ])('%s', async (_, jurisd) => {
    for (const seed of [1, 2, 3]) {
      const query = unit(10_000 + seed);
      const filters: DogFilters = jurisd ? { jurisd } : {};
      const hits = await index.search(query, filters, 30);
      const expected = exact(query, jurisd, 30);
      // Same scores, best first (two dogs may swap places on a tie in the last digits).
      expect(hits).toHaveLength(expected.length);
      hits.forEach((hit, i) => {
        expect(hit.similarity).toBeCloseTo(expected[i]!.similarity, 5);
        expect(hit.similarity).toBeCloseTo(dot(vectors.get(hit.dogId)!, query), 5);
        if (jurisd) expect(cityOf.get(hit.dogId)).toBe(jurisd);
      });
    }
  });
});
