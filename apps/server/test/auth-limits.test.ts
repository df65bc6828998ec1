import { authMessages } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../src/modules/auth/login-limiter';
import { createUser } from './factories';
import { buildTestApp } from './helper';

const attempt = (
  app: Awaited<ReturnType<typeof buildTestApp>>,
  userid: string,
  password: string,
  ip: string,
) =>
  app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { userid, password },
    remoteAddress: ip,
  });

describe('login rate limit (ADR 092)', () => {
  it(`after ${LOGIN_LIMITS.accountSlowdown} failures of an ID from many addresses, the owner still logs in from an address that has not failed`, async () => {
    const app = await buildTestApp();
    const user = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.accountSlowdown; i++) {
      const res = await attempt(app, user.userid, 'Wrong!pass1', `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    expect((await attempt(app, user.userid, user.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it(`refuses an ID after ${LOGIN_LIMITS.perAccount} failures in ${LOGIN_LIMITS.windowMinutes} minutes, even with the right password`, async () => {
    const app = await buildTestApp();
    const user = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++)
      await attempt(app, user.userid, 'Wrong!pass1', `10.2.${i}.1`);
    const locked = await attempt(app, user.userid, user.password, '10.2.200.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(authMessages.loginTooMany);
  });

  it(`locks an address after ${LOGIN_LIMITS.perAddress} failures across many IDs`, async () => {
    const app = await buildTestApp();
    const user = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      await attempt(app, `guess_${i}`, 'Wrong!pass1', '10.9.9.9');
    }
    const locked = await attempt(app, user.userid, user.password, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    const elsewhere = await attempt(app, user.userid, user.password, '10.9.9.10');
    expect(elsewhere.statusCode).toBe(200);
  });

  it("a successful login forgives that address's typos on the ID", async () => {
    const app = await buildTestApp();
    const user = await createUser(app);
    for (let i = 0; i < LOGIN_LIMITS.accountSlowdown; i++)
      await attempt(app, user.userid, 'Wrong!pass1', `10.1.0.${i + 1}`);
    const typos = LOGIN_LIMITS.perAddressOnSlowedAccount - 1;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < typos; i++)
        expect((await attempt(app, user.userid, 'Typo!pass1', '10.1.1.1')).statusCode).toBe(401);
      expect((await attempt(app, user.userid, user.password, '10.1.1.1')).statusCode).toBe(200);
    }
  });
});

describe('signup and duplicate-check floods', () => {
  it('limits signups per address with a Korean 429', async () => {
    const app = await buildTestApp({
      authRateLimits: { signupsPerHour: 2, checksPerMinute: 3, resetMailsPerHour: 2 },
    });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'POST', url: '/auth/signup', payload: {} });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().message).toMatch(/요청이 너무 많습니다/);
    }
    expect(codes).toEqual([400, 400, 429]);
    const checks: number[] = [];
    for (let i = 0; i < 4; i++) {
      checks.push((await app.inject({ url: '/auth/check-nickname?nickname=abc' })).statusCode);
    }
    expect(checks).toEqual([200, 200, 200, 429]);
  });
});
