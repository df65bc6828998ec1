import { authMessages } from '@chajul/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema';
import { LOGIN_LIMITS } from '../../src/modules/auth/login-limiter';
import { authHeaders, createUser } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { expectKoreanError, hostile } from './hostile';

/** Guessing passwords (ADR 092): bounded per address and per account, never a lockout. */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ rateLimitPerMinute: 100_000 });
});

/** A spoofed X-Forwarded-For per request: without TRUST_PROXY it must change nothing. */
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` });

const login = (userid: string, password: string, ip: string, i = 0) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid, password },
    remoteAddress: ip,
    headers: spoofed(i),
  });

function expectTooMany(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(429);
  expectKoreanError(res.body, 429);
  expect(JSON.parse(res.body).message).toBe(authMessages.loginTooMany);
}

/** Each answer is one password check (401) or a refusal before any (429), counted as a case. */
async function checksAmong(answers: { statusCode: number; body: string }[]) {
  for (const res of answers.filter((r) => r.statusCode !== 401))
    await hostile(async () => expectTooMany(res));
  return answers.filter((r) => r.statusCode === 401).length;
}

/** Moves every counted failure out of the window, as if the window had passed. */
const ageFailures = () =>
  app.db.update(loginFailures).set({
    createdAt: sql`${loginFailures.createdAt} - interval '1 minute' * ${LOGIN_LIMITS.windowMinutes + 1}`,
  });

describe('guessing from one address', () => {
  it('locks an address guessing many IDs, whatever X-Forwarded-For it claims', async () => {
    const user = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      await login(`guess_${i}`, 'Wrong!pass1', '10.20.0.1', i);
    for (let i = 0; i < 5; i++)
      await hostile(async () =>
        expectTooMany(await login(user.userid, user.password, '10.20.0.1', 100 + i)),
      );
  });

  it(`wrong passwords sent all at once check at most ${LOGIN_LIMITS.perAddress}`, async () => {
    const user = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.userid, `Wrong!pass${i}`, '10.23.0.1', i)),
    );
    expect(await checksAmong(answers)).toBe(LOGIN_LIMITS.perAddress);
  });

  it('an IPv6 address counts with its /64, as the other limits do', async () => {
    const user = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      expect((await login(`v6_${i}`, 'Wrong!pass1', `2001:db8:1:2::${i + 1}`)).statusCode).toBe(
        401,
      );
    for (const ip of ['2001:db8:1:2::ffff', '2001:db8:1:2:abcd::1'])
      await hostile(async () => expectTooMany(await login(user.userid, user.password, ip)));
    expect((await login(user.userid, user.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('guessing one account', () => {
  it("a stranger's failures never lock the owner out of their own address", async () => {
    const owner = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
      expect((await login(owner.userid, `Wrong!pass${i}`, '10.24.0.1')).statusCode).toBe(401);
    await hostile(async () =>
      expectTooMany(await login(owner.userid, owner.password, '10.24.0.1')),
    );
    expect((await login(owner.userid, owner.password, '10.24.9.9')).statusCode).toBe(200);
    expect((await login(owner.userid.toUpperCase(), owner.password, '10.24.9.9')).statusCode).toBe(
      200,
    );
  });

  it(`past ${LOGIN_LIMITS.accountSlowdown} failures, an address that failed ${LOGIN_LIMITS.perAddressOnSlowedAccount} times on the account is refused`, async () => {
    const owner = await createUser(app);
    const strikes = LOGIN_LIMITS.perAddressOnSlowedAccount;
    let failures = 0;
    for (let a = 0; failures < LOGIN_LIMITS.accountSlowdown; a++)
      for (let i = 0; i < strikes && failures < LOGIN_LIMITS.accountSlowdown; i++, failures++)
        expect((await login(owner.userid, `Wrong!pass${i}`, `10.25.0.${a + 1}`)).statusCode).toBe(
          401,
        );
    for (let a = 0; a < Math.floor(LOGIN_LIMITS.accountSlowdown / strikes); a++)
      await hostile(async () =>
        expectTooMany(await login(owner.userid, owner.password, `10.25.0.${a + 1}`)),
      );
    expect((await login(owner.userid, owner.password, '10.25.1.1')).statusCode).toBe(200);
  });

  it(`takes at most ${LOGIN_LIMITS.perAccount} failures in ${LOGIN_LIMITS.windowMinutes} minutes, from however many addresses (ASVS 2.2.1)`, async () => {
    const owner = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      expect((await login(owner.userid, `Wrong!pass${i}`, `10.26.${i}.1`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++)
      await hostile(async () =>
        expectTooMany(await login(owner.userid, `Guess!pass${i}`, `10.26.100.${i + 1}`)),
      );
    await ageFailures();
    expect((await login(owner.userid, owner.password, '10.26.200.1')).statusCode).toBe(200);
  });

  it(`wrong passwords sent all at once from many addresses check at most ${LOGIN_LIMITS.perAccount}`, async () => {
    const owner = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(owner.userid, `Wrong!pass${i}`, `10.27.${i}.1`)),
    );
    expect(await checksAmong(answers)).toBe(LOGIN_LIMITS.perAccount);
  });

  it('counts wrong current passwords on the password change as failed logins of the account', async () => {
    const user = await createUser(app);
    const headers = await authHeaders(app, user);
    const change = (currentPassword: string, ip: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/mypage/update-password',
        payload: { currentPassword, newPassword: 'Changed!pass9' },
        headers,
        remoteAddress: ip,
      });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      expect((await change(`Wrong!pass${i}`, `10.22.${i}.1`)).statusCode).toBe(400);
    await hostile(async () => expectTooMany(await change(user.password, '10.22.100.1')));
    await hostile(async () =>
      expectTooMany(await login(user.userid, user.password, '10.22.100.2')),
    );
  });
});
