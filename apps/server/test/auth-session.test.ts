import { authMessages } from '@chajul/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../src/db/schema';
import { ROTATION_GRACE_MS } from '../src/modules/auth/sessions.service';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { TEST_JWT_SECRET, buildTestApp } from './helper';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

async function login(user: { userid: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid: user.userid, password: user.password },
  });
  const cookie = res.cookies.find((c) => c.name === 'refreshToken');
  return { res, refreshToken: cookie?.value, cookie };
}

const refresh = (token: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/auth/refresh',
    cookies: token ? { refreshToken: token } : {},
  });

const me = (token: string) =>
  app.inject({ url: '/api/mypage/me', headers: { authorization: `Bearer ${token}` } });

describe('POST /auth/login', () => {
  it('answers {accessToken, user} and sets an httpOnly refresh cookie', async () => {
    const user = await createUser(app);
    const { res, cookie } = await login(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ userid: user.userid, nickname: user.nickname });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
    expect((await me(body.accessToken)).json().userid).toBe(user.userid);
  });

  it('accepts the ID in any letter case', async () => {
    const user = await createUser(app);
    const { res } = await login({ userid: user.userid.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('gives the same Korean message for a wrong password and an unknown ID', async () => {
    const user = await createUser(app);
    const wrong = await login({ userid: user.userid, password: 'Wrong!pass1' });
    const unknown = await login({ userid: 'nobody_here', password: 'Wrong!pass1' });
    for (const { res } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'error',
        statusCode: 401,
        message: authMessages.loginFailure,
      });
    }
  });

  it('requires both fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: 'abcd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.passwordRequired);
  });
});

describe('access tokens', () => {
  it('a request without a token gets 401 on a member call', async () => {
    const res = await app.inject({ url: '/api/mypage/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(authMessages.loginRequired);
  });

  it('rejects a tampered token', async () => {
    const user = await createUser(app);
    const token = await app.accessTokens.sign(user);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', iss: 'chajajulgae' })).toString(
      'base64url',
    );
    expect((await me(`${header}.${otherPayload}.${signature}`)).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.${signature}x`)).statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const user = await createUser(app);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('chajajulgae')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('rejects a token signed with another key', async () => {
    const user = await createUser(app);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('chajajulgae')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('rejects an unsigned token (alg: none)', async () => {
    const user = await createUser(app);
    const enc = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const none = `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: String(user.id), iss: 'chajajulgae', exp: 9999999999 })}.`;
    expect((await me(none)).statusCode).toBe(401);
  });

  it("rejects a deleted member's token", async () => {
    const user = await createUser(app);
    const token = await app.accessTokens.sign(user);
    await app.db.delete(users).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(user);
    const res = await refresh(refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.cookies.find((c) => c.name === 'refreshToken')?.value;
    expect(next).toBeDefined();
    expect(next).not.toBe(refreshToken);
    expect((await me(res.json().accessToken)).statusCode).toBe(200);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });

  it('a refresh token presented twice after the grace period revokes every session of the user', async () => {
    const user = await createUser(app);
    const first = await login(user);
    const other = await login(user);
    const rotated = await refresh(first.refreshToken);
    const newToken = rotated.cookies.find((c) => c.name === 'refreshToken')?.value;
    // age the rotation past the grace window
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
      .where(eq(refreshTokens.userId, user.id));

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(newToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
  });

  it('a second tab refreshing with the same cookie within the grace period keeps working', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(user);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    const late = await refresh(refreshToken);
    expect(late.statusCode).toBe(200);
    expect(late.cookies.find((c) => c.name === 'refreshToken')?.value).toBeDefined();
  });

  it('a refresh whose answer never arrived (the page was left) does not end the session later', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(user);
    // The reload's refresh rotates the token, but the browser leaves before storing the answer.
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    // The next page refreshes with the cookie it still holds, within the grace period.
    const next = await refresh(refreshToken);
    const kept = next.cookies.find((c) => c.name === 'refreshToken')?.value;
    expect(kept).toBeDefined();
    // Long after the grace period, the cookie the browser now holds still works.
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
      .where(and(eq(refreshTokens.userId, user.id), isNotNull(refreshTokens.rotatedAt)));
    expect((await refresh(kept)).statusCode).toBe(200);
  });

  it('an expired refresh token is refused', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(user);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: the refresh token stops working and the cookie is cleared', async () => {
    const user = await createUser(app);
    const { refreshToken } = await login(user);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      cookies: { refreshToken: refreshToken ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('succeeds without a session too', async () => {
    expect((await app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(200);
  });
});
