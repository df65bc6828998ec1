import type { UpdateNicknameBody } from '@chajul/contracts';
import { authMessages, normalizeName } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../errors';
import { uniqueViolationToConflict } from './user-conflicts';
import { findUserById, nicknameExists, updateUser } from './users.repository';

/**
 * A new nickname, unique whatever its case and spelling (the body is already NFKC); a member
 * may still change the case of their own, or store an old spelling of it normalised.
 */
export async function updateNickname(
  db: Db,
  user: UserRow,
  { nickname }: UpdateNicknameBody,
): Promise<UserRow> {
  const isOwn = nickname.toLowerCase() === normalizeName(user.nickname).toLowerCase();
  if (!isOwn && (await nicknameExists(db, nickname))) {
    throw conflict(authMessages.nicknameTaken, 'nickname');
  }
  try {
    await updateUser(db, user.id, { nickname });
  } catch (error) {
    throw uniqueViolationToConflict(error) ?? error;
  }
  const updated = await findUserById(db, user.id);
  if (!updated) throw new Error('the member vanished during the update');
  return updated;
}
