import { randomBytes } from 'node:crypto';
import type { UserRow } from '../src/db/schema';
import type { TokenSubject } from '../src/lib/access-token';
import { hashPassword } from '../src/lib/passwords';
import { insertUser } from '../src/modules/users/users.repository';
import type { TestApp } from './helper';

export const DEFAULT_PASSWORD = 'Sample!pass1';

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
  return { ...row, password };
}

export const createAdmin = (app: TestApp) => createUser(app, { role: 'ADMIN' });

/** Authorization headers for a user, as the web client sends them. */
export async function authHeaders(app: TestApp, user: TokenSubject) {
  return { authorization: `Bearer ${await app.accessTokens.sign(user)}` };
}
