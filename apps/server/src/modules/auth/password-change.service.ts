import type { UpdatePasswordBody } from '@chajul/contracts';
import { mypageMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { changeCredentials } from './credentials';
import { checkPasswordLimited } from './login-limiter';
import { startSession } from './sessions.service';

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
  const passed = await checkPasswordLimited(db, user, body.currentPassword, ip);
  if (!passed) {
    // 400, not 401: a 401 would make the client refresh and log the member out.
    throw badRequest(mypageMessages.currentPasswordWrong, 'currentPassword');
  }
  await changeCredentials(db, user.id, { kind: 'password', newPassword: body.newPassword });
  return { refreshToken: await startSession(db, user.id) };
}
