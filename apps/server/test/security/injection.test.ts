import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../factories';
import { createDog } from '../dog-factory';
import { makeJpeg, multipart } from '../images';
import { createReport } from '../reports.helpers';
import type { Fixtures } from './fixtures';
import { makeInquiry, makeNoticeWithFile, securityApp } from './fixtures';
import { expectKoreanError, hostile } from './hostile';

/** What attackers type into search boxes and query strings. */
const PAYLOADS = [
  "'",
  '"',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT userid, password_hash FROM users --",
  '%',
  '_',
  '\\',
  '1)) OR ((1=1',
  "' || pg_sleep(3) --",
  'a\u0000b',
  '-1',
  '99999999999999999999999',
  'createdAt,desc; DROP TABLE notices',
  'x'.repeat(5000),
];
const LEAK =
  /syntax error|relation "|column "|pg_|drizzle|sqlstate|password_hash|node_modules|\.ts:\d/i;

let fx: Fixtures;
let paths: Map<string, string>;
beforeAll(async () => {
  fx = await securityApp();
  const { id, fileId } = await makeNoticeWithFile(fx);
  const reportId = await createReport(fx.app, fx.owner);
  await makeInquiry(fx, true);
  await createDog(fx.app.db);
  // The route pattern → a real address (path parameters filled in with existing rows).
  paths = new Map(
    [...fx.queryParams.keys()].map((url) => [
      url,
      url
        .replace('/api/notices/:id/files/:fileId', `/api/notices/${id}/files/${fileId}`)
        .replace('/api/lost-pet/:id', `/api/lost-pet/${reportId}`)
        .replace('/api/admin/users/:id', `/api/admin/users/${fx.owner.id}`)
        // Its one parameter is a choice of four sizes: every payload is refused before the
        // profile is looked up, so any id will do.
        .replace('/api/mypage/pets/:id/tag.pdf', '/api/mypage/pets/1/tag.pdf'),
    ]),
  );
});

/** A 200 (the text was matched literally) or a Korean 400; never a 500 or a database message. */
function expectHandled(res: { statusCode: number; body: string }, what: string) {
  expect([200, 400], `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
    res.statusCode,
  );
  expect(res.body, what).not.toMatch(LEAK);
  if (res.statusCode === 400) expectKoreanError(res.body, 400);
}

describe('SQL metacharacters in query parameters', () => {
  it('covers every GET route that declares query parameters', () => {
    expect(fx.queryParams.size).toBeGreaterThanOrEqual(12);
    expect([...paths.values()].filter((p) => p.includes(':'))).toEqual([]);
  });

  it('every parameter of every list and search route takes them literally', async () => {
    const headers = await authHeaders(fx.app, fx.admin);
    for (const [route, params] of fx.queryParams) {
      for (const param of params) {
        for (const payload of PAYLOADS) {
          await hostile(async () => {
            const url = `${paths.get(route)}?${param}=${encodeURIComponent(payload)}`;
            expectHandled(await fx.app.inject({ url, headers }), url.slice(0, 120));
          });
        }
        // Sent as is: repeated and bracketed names, broken UTF-8, broken escapes.
        for (const raw of ['a&PARAM=b', 'a&PARAM[x]=1', '%ff%fe%ED%A0%80%C0%80', '%zz%']) {
          await hostile(async () => {
            const url = `${paths.get(route)}?${param}=${raw.replace('PARAM', param)}`;
            expectHandled(await fx.app.inject({ url, headers }), url);
          });
        }
      }
    }
    // Hundreds of requests: 30 s is not enough on a busy 2-core machine.
  }, 180_000);

  it('search boxes match % _ and quotes as text, not as patterns', async () => {
    const headers = await authHeaders(fx.app, fx.admin);
    const searches = [
      {
        url: '/api/notices/paged?q=',
        count: (b: { content?: unknown[]; data?: unknown[] }) => (b.content ?? b.data)!.length,
      },
      { url: '/api/inquiries/paged?q=', count: (b: { content: unknown[] }) => b.content.length },
      { url: '/api/lost-pet/paged?keyword=', count: (b: { data: unknown[] }) => b.data.length },
      {
        url: '/api/admin/users/paged?keyword=',
        count: (b: { content?: unknown[]; data?: unknown[] }) => (b.content ?? b.data)!.length,
      },
      {
        url: '/api/dog-details/paged?keyword=',
        count: (b: { content?: unknown[]; data?: unknown[] }) => (b.content ?? b.data)!.length,
      },
    ];
    for (const search of searches) {
      // Member IDs really contain "_" (user_1), so that one is checked where nothing does.
      const literal = search.url.includes('users') ? [] : ['_'];
      for (const payload of ['%', '%%', "' OR '1'='1", "%' OR 1=1 --", ...literal]) {
        await hostile(async () => {
          const res = await fx.app.inject({
            url: `${search.url}${encodeURIComponent(payload)}`,
            headers,
          });
          expect(res.statusCode, search.url).toBe(200);
          expect(search.count(res.json()), `${search.url}${payload}`).toBe(0);
        });
      }
    }
  });

  it('path parameters that are not ids are a 400', async () => {
    for (const route of [
      '/api/notices/',
      '/api/inquiries/',
      '/api/lost-pet/',
      '/api/dog-details/',
    ]) {
      for (const id of [
        "1'",
        '1 OR 1=1',
        '1;DROP TABLE users',
        '-1',
        '0',
        '1.5',
        '99999999999',
        '1%00',
      ]) {
        await hostile(async () => {
          const res = await fx.app.inject({ url: `${route}${encodeURIComponent(id)}` });
          expect(res.statusCode, `${route}${id}`).toBe(400);
          expectKoreanError(res.body, 400);
        });
      }
    }
  });

  it('the photo search filters take them literally too', async () => {
    const image = { buffer: await makeJpeg(), filename: 'a.jpg', contentType: 'image/jpeg' };
    for (const field of ['species', 'jurisd', 'keyword', 'state']) {
      for (const payload of PAYLOADS) {
        await hostile(async () => {
          const form = multipart({ [field]: payload }, { image });
          const res = await fx.app.inject({ method: 'POST', url: '/api/search/image', ...form });
          expectHandled(res, `search ${field}=${payload.slice(0, 40)}`);
        });
      }
    }
  });

  it('the database is intact afterwards', async () => {
    const res = await fx.app.inject({
      url: '/api/admin/users/paged',
      headers: await authHeaders(fx.app, fx.admin),
    });
    expect(res.statusCode).toBe(200);
    expect((await fx.app.inject({ url: '/api/notices/paged' })).json()).toBeTruthy();
  });
});
