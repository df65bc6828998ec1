import type { DogsQuery } from '@chajul/contracts';
import { REGION_NAMES, isRegion } from '@chajul/contracts';
import type { SQL } from 'drizzle-orm';
import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DogRow } from '../../db/schema';
import { dogs } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { countMatches } from './dog-counts';

/**
 * The list's indexes are built `DESC NULLS LAST` (Drizzle's `.desc()`), but a plain
 * `ORDER BY … DESC` means NULLS FIRST and cannot use them: every page sorted the whole table
 * (150 ms at 100,000 dogs). The columns are NOT NULL, so the order is the same (ADR 096).
 */
const NEWEST_FIRST = [sql`${dogs.createdAt} desc nulls last`, sql`${dogs.id} desc nulls last`];

/** `%` and `_` in what people type are plain characters, not patterns. */

/** The lookup's filters as one condition; the photo search applies the very same ones. */
export function dogFilters(
  query: Pick<DogsQuery, 'species' | 'jurisd' | 'state' | 'keyword'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.species) conditions.push(eq(dogs.species, query.species));
  // A 시/도 alone ("서울특별시") asks for all of its dogs (ADR 033); else one 시/군/구.
  if (query.jurisd) {
    conditions.push(
      isRegion(query.jurisd) ? eq(dogs.region, query.jurisd) : eq(dogs.jurisd, query.jurisd),
    );
  }
  if (query.state) conditions.push(like(dogs.state, containsPattern(query.state)));
  if (query.keyword) {
    conditions.push(like(dogs.searchText, containsPattern(query.keyword.toLowerCase())));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function findDogsPage(
  db: Db,
  query: DogsQuery,
): Promise<{ rows: DogRow[]; total: number }> {
  const where = dogFilters(query);
  const { species, jurisd, state, keyword } = query;
  const countKey = JSON.stringify([species, jurisd, state, keyword]);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(dogs)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.size)
      .offset(query.page * query.size),
    countMatches(db, countKey, async () => {
      const [counted] = await db.select({ n: count() }).from(dogs).where(where);
      return counted?.n ?? 0;
    }),
  ]);
  return { rows, total };
}

export function findDogById(db: Db, id: number): Promise<DogRow | undefined> {
  return db.query.dogs.findFirst({ where: eq(dogs.id, id) });
}

export async function distinctBreeds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ species: dogs.species })
    .from(dogs)
    .where(isNotNull(dogs.species));
  return rows.map((r) => r.species).filter((s): s is string => !!s);
}

/**
 * The 시/도 that hold at least one dog, in the spec's region order: one index probe per
 * 시/도 (dogs_region_created_idx) rather than a scan of every dog.
 */
export async function regionsWithDogs(db: Db): Promise<string[]> {
  const found = await Promise.all(
    REGION_NAMES.map(async (region) => {
      const [row] = await db
        .select({ id: dogs.id })
        .from(dogs)
        .where(eq(dogs.region, region))
        .limit(1);
      return row ? region : undefined;
    }),
  );
  return found.filter((r): r is (typeof REGION_NAMES)[number] => !!r);
}
