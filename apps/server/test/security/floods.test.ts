import { commonMessages } from '@chajul/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { RESET_MAILS_PER_ACCOUNT_PER_HOUR } from '../../src/modules/auth/password-reset.service';
import { createUser, REQUIRED_CONSENTS, unique } from '../factories';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { makeJpeg, multipart } from '../images';
import { expectKoreanError, hostile } from './hostile';

const LIMITS = { signupsPerHour: 3, checksPerMinute: 4, resetMailsPerHour: 3 };
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ authRateLimits: LIMITS, rateLimitPerMinute: 100_000 });
});

/** A spoofed X-Forwarded-For per request: without TRUST_PROXY it must change nothing. */
const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}` });

async function expect429(res: { statusCode: number; body: string }, message?: string) {
  expect(res.statusCode).toBe(429);
  expectKoreanError(res.body, 429);
  if (message) expect(JSON.parse(res.body).message).toBe(message);
}

describe('signup and duplicate-check floods', () => {
  it(`limits signups to ${LIMITS.signupsPerHour} an hour per address, spoofed headers or not`, async () => {
    const signup = (i: number, ip: string) => {
      const id = unique();
      return app.inject({
        method: 'POST',
        url: '/auth/signup',
        remoteAddress: ip,
        headers: spoofed(i),
        payload: {
          nickname: `홍${id}`,
          userid: `flood_${id}`,
          password: 'Sample!pass1',
          email: `f${id}@example.com`,
          ...REQUIRED_CONSENTS,
        },
      });
    };
    for (let i = 0; i < LIMITS.signupsPerHour; i++)
      expect((await signup(i, '10.30.0.1')).statusCode).toBe(201);
    for (let i = 0; i < 5; i++)
      await hostile(async () =>
        expect429(await signup(10 + i, '10.30.0.1'), commonMessages.tooManyRequests),
      );
    expect((await signup(99, '10.30.0.2')).statusCode).toBe(201);
  });

  const checks = [
    {
      name: 'nickname',
      send: (ip: string, i: number) =>
        app.inject({ url: `/auth/check-nickname?nickname=n${i}`, remoteAddress: ip }),
    },
    {
      name: 'email',
      send: (ip: string, i: number) =>
        app.inject({ url: `/auth/check-email?email=e${i}@x.kr`, remoteAddress: ip }),
    },
    {
      name: 'ID',
      send: (ip: string, i: number) =>
        app.inject({
          method: 'POST',
          url: '/auth/check-id',
          payload: { userid: `id${i}` },
          remoteAddress: ip,
        }),
    },
  ];
  for (const [n, check] of checks.entries()) {
    it(`limits the ${check.name} duplicate check per address`, async () => {
      const ip = `10.31.${n}.1`;
      for (let i = 0; i < LIMITS.checksPerMinute; i++)
        expect((await check.send(ip, i)).statusCode).toBe(200);
      for (let i = 0; i < 10; i++)
        await hostile(async () => expect429(await check.send(ip, 100 + i)));
      expect((await check.send(`10.31.${n}.2`, 0)).statusCode).toBe(200);
    });
  }
});

describe('password-reset mail floods', () => {
  const forgot = (email: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/password/forgot',
      payload: { email },
      remoteAddress: ip,
    });

  it('limits reset requests per address', async () => {
    for (let i = 0; i < LIMITS.resetMailsPerHour; i++)
      await forgot(`nobody${i}@example.com`, '10.40.0.1');
    for (let i = 0; i < 5; i++)
      await hostile(async () => expect429(await forgot('x@example.com', '10.40.0.1')));
  });

  it(`sends one member at most ${RESET_MAILS_PER_ACCOUNT_PER_HOUR} mails an hour, answering everyone the same`, async () => {
    const victim = await createUser(app);
    const before = app.sentMails.length;
    const answers = new Set<string>();
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT_PER_HOUR + 6; i++) {
      const res = await forgot(victim.email, `10.41.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
      answers.add(res.body);
    }
    await app.jobs.idle(); // mail is a job (ADR 101)
    const mailed = app.sentMails.slice(before).filter((mail) => mail.to === victim.email);
    await hostile(async () => expect(mailed).toHaveLength(RESET_MAILS_PER_ACCOUNT_PER_HOUR));
    expect(answers.size).toBe(1);
    const stranger = await forgot('stranger@example.com', '10.41.1.1');
    expect(stranger.body).toBe([...answers][0]);
  });
});

describe('the whole API and photo search', () => {
  it('limits every API call per address and photo search on its own', async () => {
    const defaults = loadConfig({});
    const small = await buildTestApp({
      rateLimitPerMinute: 15,
      search: {
        ...defaults.search,
        embedder: 'colour',
        limitPerMinute: 2,
        reindexIntervalSeconds: 0,
      },
    });
    const form = multipart(
      {},
      { image: { buffer: await makeJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' } },
    );
    const search = () =>
      small.inject({
        method: 'POST',
        url: '/api/search/image',
        ...form,
        remoteAddress: '10.50.0.1',
      });
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await hostile(async () => expect429(await search()));
    for (let i = 0; i < 15; i++)
      await small.inject({ url: '/api/notices/paged', remoteAddress: '10.50.0.2' });
    for (let i = 0; i < 5; i++) {
      await hostile(async () =>
        expect429(
          await small.inject({
            url: '/api/notices/paged',
            remoteAddress: '10.50.0.2',
            headers: spoofed(i),
          }),
        ),
      );
    }
    expect(
      (await small.inject({ url: '/api/notices/paged', remoteAddress: '10.50.0.3' })).statusCode,
    ).toBe(200);
    // Photos cost no database work and are not counted, like static files: a limited
    // address still sees them (a 404 here, as the key is made up).
    for (const url of ['/api/dog-details/images/dogs/x.jpg', '/api/lost-pet/images/reports/x.jpg'])
      expect((await small.inject({ url, remoteAddress: '10.50.0.2' })).statusCode).toBe(404);
  });
});
