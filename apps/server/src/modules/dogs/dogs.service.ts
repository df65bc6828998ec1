import type { Dog, DogsPage, DogsQuery } from '@chajul/contracts';
import { dogMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { toDog } from './dogs.mapper';
import { distinctBreeds, findDogById, findDogsPage, regionsWithDogs } from './dogs.repository';

const korean = new Intl.Collator('ko');

export async function listDogs(db: Db, query: DogsQuery): Promise<DogsPage> {
  const { rows, total } = await findDogsPage(db, query);
  return { data: rows.map(toDog), pagination: { meta: pageMeta(total, query.size, query.page) } };
}

export async function getDog(db: Db, id: number): Promise<Dog> {
  const row = await findDogById(db, id);
  if (!row) throw notFound(dogMessages.notFound);
  return toDog(row);
}

/** Distinct breeds in Korean dictionary order (가나다), which SQL collations may not give. */
export async function listBreeds(db: Db): Promise<string[]> {
  return (await distinctBreeds(db)).sort(korean.compare);
}

/** The 시/도 the lists can filter by: those that hold dogs (the region select, ADR 033). */
export const listRegions = (db: Db): Promise<string[]> => regionsWithDogs(db);
