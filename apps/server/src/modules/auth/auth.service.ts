import type { LoginBody, PolicyVersions, SignupBody } from '@chajul/contracts';
import { authMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, conflict } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import {
  findUserByEmail,
  findUserByUserid,
  insertUser,
  nicknameExists,
} from '../users/users.repository';
import { uniqueViolationToConflict } from '../users/user-conflicts';
import { recordSignupConsents } from '../privacy/consents.service';
import { accountKey, loginLimiter } from './login-limiter';
import { startSession } from './sessions.service';

export const isNicknameAvailable = async (db: Db, nickname: string) =>
  !(await nicknameExists(db, nickname.trim()));
export const isEmailAvailable = async (db: Db, email: string) =>
  (await findUserByEmail(db, email.trim())) === undefined;
export const useridExists = async (db: Db, userid: string) =>
  (await findUserByUserid(db, userid.trim())) !== undefined;

/** The body has passed the §5 rules already (the route's schema); uniqueness is checked here. */
export async function signup(db: Db, body: SignupBody, policies: PolicyVersions): Promise<UserRow> {
  if (!(await isNicknameAvailable(db, body.nickname)))
    throw conflict(authMessages.nicknameTaken, 'nickname');
  if (!(await isEmailAvailable(db, body.email))) throw conflict(authMessages.emailTaken, 'email');
  if (await useridExists(db, body.userid)) throw conflict(authMessages.useridTaken, 'userid');
  const passwordHash = await hashPassword(body.password);
  const { nickname, userid, email } = body;
  try {
    // The account and the consents it was made under, together or not at all (issue 29).
    return await db.transaction(async (tx) => {
      const row = await insertUser(tx, { nickname, userid, email, passwordHash });
      await recordSignupConsents(tx, row.id, body, policies);
      return row;
    });
  } catch (error) {
    throw uniqueViolationToConflict(error) ?? error;
  }
}

export async function login(db: Db, body: LoginBody, ip: string) {
  const user = await findUserByUserid(db, body.userid);
  const passed = await loginLimiter(db).check(ip, accountKey(user, body.userid), () =>
    verifyPassword(user?.passwordHash, body.password),
  );
  // A withdrawing account (ADR 165) is gone for login from the moment it was asked.
  if (!passed || !user || user.withdrawingAt) throw new AppError(401, authMessages.loginFailure);
  return { user, refreshToken: await startSession(db, user.id) };
}
