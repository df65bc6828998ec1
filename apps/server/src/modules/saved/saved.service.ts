import type { SavedDogs, SavedSearch, SavedSearchCreate, SavedSearches } from '@chajul/contracts';
import { SAVED_DOG_LIMIT, SAVED_SEARCH_LIMIT, savedMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { toDog } from '../dogs/dogs.mapper';
import { keyOf } from '../search/photo-models';
import { packVector } from '../search/search.repository';
import type { SearchDeps } from '../search/search.service';
import { analyse } from '../search/search.service';
import type { SearchRow } from './saved.repository';
import * as repo from './saved.repository';

export async function saveDog(db: Db, user: UserRow, dogId: number) {
  if (!(await repo.dogExists(db, dogId))) throw notFound(savedMessages.dogNotFound);
  if ((await repo.countSavedDogs(db, user.id)) >= SAVED_DOG_LIMIT)
    throw conflict(savedMessages.tooManyDogs);
  await repo.saveDog(db, user.id, dogId);
  return { saved: true };
}

export async function unsaveDog(db: Db, user: UserRow, dogId: number) {
  await repo.unsaveDog(db, user.id, dogId);
  return { saved: false };
}

export async function listSavedDogs(db: Db, user: UserRow): Promise<SavedDogs> {
  return { dogs: (await repo.listSavedDogs(db, user.id)).map(toDog) };
}

const toSearch = (row: SearchRow): SavedSearch => ({
  ...row,
  lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function assertRoom(db: Db, user: UserRow) {
  if ((await repo.countSearches(db, user.id)) >= SAVED_SEARCH_LIMIT)
    throw conflict(savedMessages.tooManySearches);
}

export async function createFilterSearch(
  db: Db,
  user: UserRow,
  body: SavedSearchCreate,
): Promise<SavedSearch> {
  await assertRoom(db, user);
  return toSearch(
    await repo.insertSearch(db, {
      userId: user.id,
      kind: 'filters',
      page: body.page,
      filters: body.filters,
    }),
  );
}

/** "이런 강아지 알림 받기": the photo's vector, kept with the model that made it. */
export async function createPhotoSearch(
  deps: SearchDeps,
  user: UserRow,
  input: { image: Buffer | undefined; page: 'lookup' | 'adopt'; threshold: number },
): Promise<SavedSearch> {
  if (!input.image) throw badRequest(savedMessages.imageRequired, 'image');
  await assertRoom(deps.db, user);
  const analysis = await analyse(deps.embeddings, input.image);
  const key = keyOf(deps.embeddings);
  return toSearch(
    await repo.insertSearch(deps.db, {
      userId: user.id,
      kind: 'photo',
      page: input.page,
      filters: {},
      vector: packVector(analysis.vector),
      model: key.model,
      version: key.version,
      threshold: input.threshold,
    }),
  );
}

export async function listSearches(db: Db, user: UserRow): Promise<SavedSearches> {
  return { searches: (await repo.listSearches(db, user.id)).map(toSearch) };
}

/** Only its member changes a saved search (an admin has no business with it either). */
async function assertOwn(db: Db, user: UserRow, id: number) {
  const owner = await repo.searchOwner(db, id);
  if (owner === undefined) throw notFound(savedMessages.searchNotFound);
  if (owner !== user.id) throw forbidden();
}

export async function setPaused(db: Db, user: UserRow, id: number, paused: boolean) {
  await assertOwn(db, user, id);
  const row = await repo.setPaused(db, id, paused);
  if (!row) throw notFound(savedMessages.searchNotFound);
  return toSearch(row);
}

export async function deleteSearch(db: Db, user: UserRow, id: number) {
  await assertOwn(db, user, id);
  await repo.deleteSearch(db, id);
  return { status: 'ok' as const, message: savedMessages.searchDeleted };
}
