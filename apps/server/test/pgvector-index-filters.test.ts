import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { dogs } from '../src/db/schema';
import { enablePgvector, PgvectorIndex } from '../src/modules/search/pgvector-index';
import { hasPgvector, openTestDatabase } from './database';
import { unitVector } from './unit-vectors';

const DIM = 16;
const DOGS = 3_000;

const unit = (seed: number) => unitVector(seed, DIM);

/**
 * pgvector's HNSW scan looks at 40 candidates by default and filters after them: a city with
 * a quarter of the dogs gets about ten of twenty. The index's scan settings (a wider list, the
 * iterative scan) must give a filtered search its full page, whether the database keeps them
 * for the session (PGlite) or a transaction (PostgreSQL).
 */
describe.skipIf(!(await hasPgvector()))('filtered search on the pgvector index', () => {
  let database: Database;
  let index: PgvectorIndex;

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await enablePgvector(database)).toBe(true);
    index = await PgvectorIndex.open(database, { model: 'test', version: '1' }, DIM);
    const rows = Array.from({ length: DOGS }, (_, i) => ({
      source: 'test',
      sourceId: String(i),
      state: '보호중',
      jurisd: i % 4 === 0 ? '경기도 과천시' : '경기도 수원시',
    }));
    const inserted = await database.db.insert(dogs).values(rows).returning({ id: dogs.id });
    for (const { id } of inserted) await index.upsert(id, unit(id));
    // With the city's real share known, the planner takes the HNSW index as at scale.
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => database.close());

  it('fills the page from a city with a quarter of the dogs, and from the whole country', async () => {
    for (const seed of [1, 2, 3]) {
      const city = await index.search(unit(10_000 + seed), { jurisd: '경기도 과천시' }, 20);
      expect(city).toHaveLength(20);
      const all = await index.search(unit(10_000 + seed), {}, 20);
      expect(all).toHaveLength(20);
      expect(all[0]!.similarity).toBeGreaterThanOrEqual(city[0]!.similarity);
    }
  });
});
