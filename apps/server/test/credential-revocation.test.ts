import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import { ROTATION_GRACE_MS } from '../src/modules/auth/sessions.service';
import { authHeaders, createAdmin, createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

// ADR 110: a credential change revokes every credential of its kind and those made from it.
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

type Member = Awaited<ReturnType<typeof createUser>>;

async function login(member: { userid: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid: member.userid, password: member.password },
  });
  const cookie = res.cookies.find((c) => c.name === 'refreshToken')?.value ?? '';
  return { accessToken: res.json().accessToken as string, refreshToken: cookie };
}

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/auth/refresh', cookies: { refreshToken } });
const me = (accessToken: string) =>
  app.inject({ url: '/api/mypage/me', headers: { authorization: `Bearer ${accessToken}` } });
const reset = (token: string, newPassword: string) =>
  app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token, newPassword } });

/** Asks for a reset mail and returns its link's token, once the mail job ran (ADR 101). */
async function mailedResetToken(member: Member): Promise<string> {
  await app.inject({
    method: 'POST',
    url: '/auth/password/forgot',
    payload: { email: member.email },
  });
  await app.jobs.idle();
  const mail = app.sentMails.filter((m) => m.to === member.email).at(-1);
  const match = /\/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link mailed to ${member.email}`);
  return decodeURIComponent(match[1]);
}

/** Every credential the member holds: a reset link, a session and its access token. */
async function everyCredential(member: Member) {
  const resetToken = await mailedResetToken(member);
  const session = await login(member);
  expect((await me(session.accessToken)).statusCode).toBe(200);
  return { resetToken, ...session };
}

describe('a credential change revokes what was issued before it', () => {
  it('a password change on my page ends open reset links, sessions and access tokens', async () => {
    const member = await createUser(app);
    const before = await everyCredential(member);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/mypage/update-password',
      headers: { authorization: `Bearer ${before.accessToken}` },
      payload: { currentPassword: member.password, newPassword: 'Changed!pass9' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await reset(before.resetToken, 'Stolen!pass3')).statusCode).toBe(400);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await me(before.accessToken)).statusCode).toBe(401);
    // The device that made the change goes on with the session it was handed.
    const kept = changed.cookies.find((c) => c.name === 'refreshToken')?.value ?? '';
    const renewed = await refresh(kept);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().accessToken)).statusCode).toBe(200);
    expect((await login({ ...member, password: 'Changed!pass9' })).accessToken).toBeTruthy();
  });

  it('a password reset ends the other reset links, sessions and access tokens', async () => {
    const member = await createUser(app);
    const before = await everyCredential(member);
    const used = await mailedResetToken(member);
    expect((await reset(used, 'Reset!pass4')).statusCode).toBe(200);

    expect((await reset(before.resetToken, 'Stolen!pass3')).statusCode).toBe(400);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await me(before.accessToken)).statusCode).toBe(401);
    expect((await login({ ...member, password: 'Reset!pass4' })).accessToken).toBeTruthy();
  });

  it('a stolen session (a used refresh token shown again) ends every session and access token', async () => {
    const member = await createUser(app);
    const before = await everyCredential(member);
    const elsewhere = await login(member);
    expect((await refresh(before.refreshToken)).statusCode).toBe(200);
    await app.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
      .where(eq(refreshTokens.userId, member.id));

    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await me(before.accessToken)).statusCode).toBe(401);
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401);
    // The password did not leak: the member's reset link still works.
    expect((await reset(before.resetToken, 'Reset!pass5')).statusCode).toBe(200);
  });

  it("an admin's delete of a member ends their reset links, sessions and access tokens", async () => {
    const member = await createUser(app);
    const before = await everyCredential(member);
    const admin = await createAdmin(app);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.id}`,
      headers: await authHeaders(app, admin),
    });
    expect(deleted.statusCode).toBe(200);

    expect((await reset(before.resetToken, 'Stolen!pass3')).statusCode).toBe(400);
    expect((await refresh(before.refreshToken)).statusCode).toBe(401);
    expect((await me(before.accessToken)).statusCode).toBe(401);
  });
});
