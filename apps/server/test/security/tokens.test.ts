import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROTATION_GRACE_MS } from '../../src/modules/auth/sessions.service';
import { authHeaders, createUser } from '../factories';
import type { TestApp } from '../helper';
import { TEST_JWT_SECRET } from '../helper';
import type { Fixtures } from './fixtures';
import { securityApp } from './fixtures';
import { expectKoreanError, hostile } from './hostile';

let fx: Fixtures;
let app: TestApp;
beforeAll(async () => {
  fx = await securityApp();
  app = fx.app;
});
afterEach(() => void vi.useRealTimers());

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (sub: unknown, extra: object = {}) => ({
  sub,
  iss: 'chajajulgae',
  iat: now(),
  exp: now() + 600,
  ...extra,
});

async function sign(payload: object, options: { secret?: string; alg?: string } = {}) {
  const key = new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET);
  return new SignJWT(payload as Record<string, unknown>)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .sign(key);
}

/**
 * Every forged token is refused on a member call and, per ADR 002, on a public API call too,
 * however the path is spelled (issue 17).
 */
async function expectRefused(token: string) {
  for (const url of ['/api/mypage/me', '/api/notices/paged', '/%61pi/notices/paged']) {
    await hostile(async () => {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(401);
      expectKoreanError(res.body, 401);
    });
  }
}

describe('forged and stale access tokens', () => {
  it('refuses alg "none" (with and without a trailing signature)', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(String(fx.admin.id)))}`;
    await expectRefused(`${unsigned}.`);
    await expectRefused(unsigned);
    await expectRefused(`${b64({ alg: 'NONE' })}.${b64(claims(String(fx.admin.id)))}.`);
  });

  it('refuses a token signed with another key', async () => {
    await expectRefused(await sign(claims(String(fx.owner.id)), { secret: 'x'.repeat(48) }));
  });

  it('refuses other algorithms even with our key (HS512, HS384)', async () => {
    await expectRefused(await sign(claims(String(fx.owner.id)), { alg: 'HS512' }));
    await expectRefused(await sign(claims(String(fx.owner.id)), { alg: 'HS384' }));
  });

  it('refuses an expired token and one not yet valid', async () => {
    await expectRefused(
      await sign(claims(String(fx.owner.id), { exp: now() - 1, iat: now() - 900 })),
    );
    await expectRefused(await sign(claims(String(fx.owner.id), { nbf: now() + 3600 })));
  });

  it('refuses another issuer and subjects that are not a member id', async () => {
    await expectRefused(await sign(claims(String(fx.owner.id), { iss: 'someone-else' })));
    for (const sub of ['0', '-1', 'abc', '1e3', '99999999999', String(fx.owner.id) + ' ']) {
      await expectRefused(await sign(claims(sub)));
    }
  });

  it('refuses a valid token whose payload was swapped for an admin one', async () => {
    const [header, , signature] = (await app.accessTokens.sign(fx.owner)).split('.');
    await expectRefused(`${header}.${b64(claims(String(fx.admin.id)))}.${signature}`);
  });

  it('accepts a token another HS256 implementation signed with our key and claims', async () => {
    const token = await sign(claims(String(fx.owner.id)));
    const res = await app.inject({
      url: '/api/mypage/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a valid token spelled another way (padding, stray characters)', async () => {
    const token = await app.accessTokens.sign(fx.owner);
    await expectRefused(`${token}=`);
    await expectRefused(`${token}.`);
    await expectRefused(token.replace('.', '..'));
    await expectRefused(` ${token}x`);
  });

  it('refuses garbage in the Authorization header', async () => {
    for (const token of ['a.b.c', '...', 'x'.repeat(5000), '%00', 'eyJhbGciOiJIUzI1NiJ9']) {
      await expectRefused(token);
    }
  });

  it("refuses a deleted member's access token and refresh cookie at once", async () => {
    const victim = await createUser(app);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userid: victim.userid, password: victim.password },
    });
    const cookie = login.cookies.find((c) => c.name === 'refreshToken')!;
    const token = (login.json() as { accessToken: string }).accessToken;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: await authHeaders(app, fx.admin),
    });
    expect(removed.statusCode).toBeLessThan(300);
    await expectRefused(token);
    await hostile(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/refresh',
        headers: { cookie: `refreshToken=${cookie.value}` },
      });
      expect(res.statusCode).toBe(401);
      expectKoreanError(res.body, 401);
    });
  });

  it('only the Authorization header carries an access token (not a cookie or the query)', async () => {
    const token = await app.accessTokens.sign(fx.owner);
    for (const request of [
      { url: '/api/mypage/me', headers: { cookie: `accessToken=${token}` } },
      { url: `/api/mypage/me?access_token=${token}` },
      { url: `/api/mypage/me?token=${token}` },
    ]) {
      await hostile(async () => expect((await app.inject(request)).statusCode).toBe(401));
    }
  });
});

async function loginCookie(user: { userid: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid: user.userid, password: user.password },
  });
  return `refreshToken=${res.cookies.find((c) => c.name === 'refreshToken')!.value}`;
}

async function refresh(cookie: string) {
  const res = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
  const next = res.cookies.find((c) => c.name === 'refreshToken');
  return { res, cookie: next ? `refreshToken=${next.value}` : undefined };
}

describe('refresh tokens (ADR 002)', () => {
  it('a rotated token used again after the grace period is refused and ends every session', async () => {
    const user = await createUser(app);
    const first = await loginCookie(user);
    const otherDevice = await loginCookie(user);
    const rotated = await refresh(first);
    expect(rotated.res.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ROTATION_GRACE_MS + 1000 });
    await hostile(async () => {
      const reuse = await refresh(first);
      expect(reuse.res.statusCode).toBe(401);
      expectKoreanError(reuse.res.body, 401);
      expect(reuse.cookie).toBeUndefined();
    });
    // Theft detected: the thief's fresh token and the member's other devices are cut off too.
    for (const cookie of [rotated.cookie!, otherDevice]) {
      await hostile(async () => expect((await refresh(cookie)).res.statusCode).toBe(401));
    }
  });

  it('inside the grace period a second tab gets a refresh token of its own, outside it none', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(user);
    expect((await refresh(cookie)).res.statusCode).toBe(200);
    const second = await refresh(cookie);
    expect(second.res.statusCode).toBe(200);
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(cookie);
  });

  it('refuses a logged-out token, a made-up token and an empty cookie', async () => {
    const user = await createUser(app);
    const cookie = await loginCookie(user);
    await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie } });
    for (const attempt of [
      cookie,
      'refreshToken=forged',
      'refreshToken=',
      `refreshToken=${'a'.repeat(4000)}`,
    ]) {
      await hostile(async () => {
        const { res } = await refresh(attempt);
        expect(res.statusCode).toBe(401);
        expectKoreanError(res.body, 401);
      });
    }
  });

  it('a password change ends the sessions of every other device', async () => {
    const user = await createUser(app);
    const elsewhere = await loginCookie(user);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/mypage/update-password',
      payload: { currentPassword: user.password, newPassword: 'Changed!pass9' },
      headers: await authHeaders(app, user),
    });
    expect(changed.statusCode).toBe(200);
    await hostile(async () => expect((await refresh(elsewhere)).res.statusCode).toBe(401));
  });
});
