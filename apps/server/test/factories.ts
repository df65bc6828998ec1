import { randomBytes } from 'node:crypto';
import type { ConsentKind } from '@chajul/contracts';
import type { UserRow } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { agreeTo } from '../src/modules/privacy/consents.service';
import { findUserById, insertUser } from '../src/modules/users/users.repository';
import type { TestApp } from './helper';

export const DEFAULT_PASSWORD = 'Sample!pass1';

/** The three required boxes of the signup form, ticked (issue 29). */
export const REQUIRED_CONSENTS = { agreeTerms: true, agreePrivacy: true, agreeAge14: true };

let sequence = 0;
/** A short unique suffix so test data never collides inside one database. */
export function unique(): string {
  sequence += 1;
  return `${randomBytes(2).toString('hex')}${sequence}`;
}

export async function createUser(
  app: TestApp,
  overrides: Partial<{
    userid: string;
    nickname: string;
    email: string;
    password: string;
    role: string;
    /** What they agreed to at signup: every box by default (issue 29). */
    consents: ConsentKind[];
  }> = {},
): Promise<UserRow & { password: string }> {
  const id = unique();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = await insertUser(app.db, {
    userid: overrides.userid ?? `user_${id}`,
    nickname: overrides.nickname ?? `회원${id}`,
    email: overrides.email ?? `user_${id}@example.com`,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'USER',
  });
  const consents = overrides.consents ?? ['terms', 'privacy', 'age14', 'emailAlerts'];
  await agreeTo(app.db, row.id, app.config.policies, consents);
  return { ...row, password };
}

export const createAdmin = (app: TestApp) => createUser(app, { role: 'ADMIN' });

/**
 * Authorization headers for a user, as the web client sends them: a token of the member's
 * current credentials (a password change in the test revokes the earlier ones, ADR 110).
 */
export async function authHeaders(app: TestApp, user: { id: number }) {
  // A deleted member's token is signed as one they held (tests check it is refused).
  const current = (await findUserById(app.db, user.id)) ?? { id: user.id, credentialVersion: 0 };
  return { authorization: `Bearer ${await app.accessTokens.sign(current)}` };
}
