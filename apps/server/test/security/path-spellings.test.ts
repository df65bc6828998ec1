import { commonMessages } from '@chajul/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import type { TestApp } from '../helper';
import { buildTestApp } from '../helper';
import { makeJpeg, multipart } from '../images';
import { expectKoreanError, hostile } from './hostile';

/**
 * Issue 17.1: a limit belongs to the route a request reaches, not to the text of its path.
 * `/%61uth/check-id` reaches `/auth/check-id`, so it must count against the same limit.
 */
const MAX = 3;

/** Other spellings of a path that Fastify routes to the same handler. */
const routedSpellings = (path: string) => {
  const [, first = '', ...rest] = path.split('/');
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  const last = rest.at(-1) ?? '';
  return [
    `/${hex(first[0]!)}${first.slice(1)}/${rest.join('/')}`,
    `/${[first, ...rest.slice(0, -1)].join('/')}/${hex(last[0]!)}${last.slice(1)}`,
    `/${[...first].map(hex).join('')}/${rest.join('/')}`,
    `/${[...first].map((c) => hex(c).toUpperCase()).join('')}/${rest.join('/')}`,
    `${path}?`,
    `${path}?x=1&x=2`,
  ];
};
/** Spellings Fastify does not route there: they must never reach the handler. */
const unroutedSpellings = (path: string) => [
  `${path}/`,
  `/${path}`,
  path.replace('/', '//'),
  path.toUpperCase(),
];

type Limited = {
  name: string;
  /** The paths that share one counter; the first one's spellings are tried. */
  paths: string[];
  send: (app: TestApp, path: string, ip: string) => Promise<{ statusCode: number; body: string }>;
};

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;
const photo = async () =>
  multipart(
    {},
    { image: { buffer: await makeJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' } },
  );

const LIMITED: Limited[] = [
  {
    name: 'the ID check',
    paths: ['/auth/check-id'],
    send: (app, url, ip) =>
      app.inject({ method: 'POST', url, payload: { userid: 'member' }, remoteAddress: ip }),
  },
  {
    name: 'the e-mail check',
    paths: ['/auth/check-email'],
    send: (app, path, ip) =>
      app.inject({ url: withQuery(path, 'email=a@b.kr'), remoteAddress: ip }),
  },
  {
    name: 'the nickname check',
    paths: ['/auth/check-nickname'],
    send: (app, path, ip) =>
      app.inject({ url: withQuery(path, 'nickname=abc'), remoteAddress: ip }),
  },
  {
    name: 'signup',
    paths: ['/auth/signup'],
    send: (app, url, ip) => app.inject({ method: 'POST', url, payload: {}, remoteAddress: ip }),
  },
  {
    name: 'reset mails',
    paths: ['/auth/password/forgot'],
    send: (app, url, ip) =>
      app.inject({
        method: 'POST',
        url,
        payload: { email: 'nobody@example.com' },
        remoteAddress: ip,
      }),
  },
  {
    name: 'photo search',
    paths: ['/api/search/image'],
    send: async (app, url, ip) =>
      app.inject({ method: 'POST', url, ...(await photo()), remoteAddress: ip }),
  },
  {
    name: 'the whole API',
    paths: ['/api/notices/paged', '/auth/logout'],
    send: (app, url, ip) =>
      app.inject({ method: url.includes('logout') ? 'POST' : 'GET', url, remoteAddress: ip }),
  },
];

for (const store of ['memory', 'database'] as const) {
  describe(`limits count the route, whatever spelling of its path (${store} counters)`, () => {
    let app: TestApp;
    beforeAll(async () => {
      const defaults = loadConfig({});
      app = await buildTestApp({
        rateLimitStore: store,
        rateLimitPerMinute: MAX,
        authRateLimits: { signupsPerHour: MAX, checksPerMinute: MAX, resetMailsPerHour: MAX },
        search: {
          ...defaults.search,
          embedder: 'colour',
          limitPerMinute: MAX,
          reindexIntervalSeconds: 0,
        },
      });
    });

    for (const [n, limited] of LIMITED.entries()) {
      it(`${limited.name}: every spelling is counted and refused alike`, async () => {
        const ip = `10.60.${n}.1`;
        const [path = ''] = limited.paths;
        const spellings = routedSpellings(path);
        const allowedPaths = [...limited.paths.slice(1), ...spellings];
        // The allowed requests already use other spellings: each one must be counted.
        for (let i = 0; i < MAX; i++) {
          const res = await limited.send(app, allowedPaths[i % allowedPaths.length]!, ip);
          expect(res.statusCode, `${allowedPaths[i % allowedPaths.length]}: ${res.body}`).not.toBe(
            429,
          );
        }
        for (const spelling of [path, ...spellings, ...limited.paths.slice(1)]) {
          await hostile(async () => {
            const res = await limited.send(app, spelling, ip);
            expect(res.statusCode, `${spelling}: ${res.body.slice(0, 120)}`).toBe(429);
            expectKoreanError(res.body, 429);
            expect(JSON.parse(res.body).message).toBe(commonMessages.tooManyRequests);
          });
        }
        for (const spelling of unroutedSpellings(path)) {
          await hostile(async () => {
            const res = await limited.send(app, spelling, ip);
            expect(res.statusCode, `${spelling}: ${res.body.slice(0, 120)}`).toBe(404);
          });
        }
        expect((await limited.send(app, path, `10.60.${n}.2`)).statusCode).not.toBe(429);
      });
    }

    it('requests sent all at once get exactly the limit, whatever their spelling', async () => {
      const ip = '10.61.0.1';
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.inject({
            method: 'POST',
            url: i % 2 === 0 ? '/auth/check-id' : '/%61uth/check-id',
            payload: { userid: `burst${i}` },
            remoteAddress: ip,
          }),
        ),
      );
      const passed = burst.filter((res) => res.statusCode === 200).length;
      expect(passed).toBe(MAX);
      for (const res of burst.filter((r) => r.statusCode !== 200))
        await hostile(async () => expect(res.statusCode).toBe(429));
    });
  });
}
