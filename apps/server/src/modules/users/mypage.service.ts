import type { UpdateNicknameBody, UpdatePasswordBody } from '@chajul/contracts';
import { authMessages, mypageMessages, normalizeName } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { uniqueViolationToConflict } from '../auth/auth.service';
import { changeCredentials } from '../auth/credentials';
import { accountKey, loginLimiter } from '../auth/login-limiter';
import { startSession } from '../auth/sessions.service';
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

/**
 * Checks the current password and stores the new one, which ends every credential issued
 * before it: reset links, sessions and access tokens (ADR 110). The device that made the
 * change keeps its session through the fresh refresh token returned here. Wrong current passwords count as failed
 * logins of the account (ADR 090): a stolen 15-minute access token must not become a way
 * to guess the password without limit.
 */
export async function updatePassword(
  db: Db,
  user: UserRow,
  body: UpdatePasswordBody,
  ip: string,
): Promise<{ refreshToken: string }> {
  const passed = await loginLimiter(db).check(ip, accountKey(user, user.userid), () =>
    verifyPassword(user.passwordHash, body.currentPassword),
  );
  if (!passed) {
    // 400, not 401: a 401 would make the client refresh and log the member out.
    throw badRequest(mypageMessages.currentPasswordWrong, 'currentPassword');
  }
  await changeCredentials(db, user.id, { kind: 'password', newPassword: body.newPassword });
  return { refreshToken: await startSession(db, user.id) };
}
