import { authMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema';
import { createUser } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

const forgot = (email: string) =>
  app.inject({ method: 'POST', url: '/auth/password/forgot', payload: { email } });
const reset = (token: string, newPassword: string) =>
  app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token, newPassword } });
const login = (userid: string, password: string) =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { userid, password } });

/** The link of the last reset mail to `to`, once the mail job has run (ADR 101). */
async function tokenFromLastMail(to: string): Promise<string> {
  await app.jobs.idle();
  const mail = app.sentMails.filter((m) => m.to === to).at(-1);
  const match = /\/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

describe('password reset', () => {
  it('mails a link; the link sets a new password once and ends old sessions', async () => {
    const user = await createUser(app);
    const session = await login(user.userid, user.password);
    const refreshToken = session.cookies.find((c) => c.name === 'refreshToken')?.value ?? '';

    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(authMessages.forgotSent);
    const token = await tokenFromLastMail(user.email);
    expect(app.sentMails.at(-1)?.text).toContain('http://localhost:8080/reset-password?token=');

    expect((await reset(token, 'Brand!new2')).statusCode).toBe(200);
    expect((await login(user.userid, user.password)).statusCode).toBe(401);
    expect((await login(user.userid, 'Brand!new2')).statusCode).toBe(200);
    const oldSession = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      cookies: { refreshToken },
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await reset(token, 'Another!new3');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(authMessages.resetInvalid);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = app.sentMails.length;
    const res = await forgot('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(app.sentMails.length).toBe(before);
  });

  it('rejects an address without @', async () => {
    const res = await forgot('no-at-sign');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.forgotBadEmail);
  });

  it('refuses a link older than 30 minutes', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const token = await tokenFromLastMail(user.email);
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token, 'Brand!new2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.resetInvalid);
  });

  it('applies the signup password rule to the new password', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const res = await reset(await tokenFromLastMail(user.email), 'weak');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(authMessages.passwordRule);
  });

  it('keeps only a hash of the token', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const token = await tokenFromLastMail(user.email);
    const rows = await app.db.query.passwordResetTokens.findMany({
      where: eq(passwordResetTokens.userId, user.id),
    });
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });
});
