import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Fixtures } from './fixtures';
import * as f from './fixtures';
import { hostile } from './hostile';
import { PERMISSION_TABLE } from './permission-table';

/**
 * Issue 17.6: login IDs are half of a login, so strangers never read them (ADR 093). Every
 * GET route a visitor or another member may call is read while the owner has a report, an
 * inquiry and an admin a notice and a reply: neither ID may be in any answer, and no API
 * answer about others may name a member by id (`authorId`, `userId`, `authorUserid`).
 */
let fx: Fixtures;
beforeAll(async () => {
  fx = await f.securityApp();
  await f.makeReport(fx, true);
  await f.makeReply(fx, await f.makeInquiry(fx, true));
  await f.makeInquiry(fx, false);
  await f.makeNotice(fx);
});

/** Keys that name a member: fine about the reader themself (my page, their alerts). */
const MEMBER_KEYS = /^(author_?user_?id|author_?id|user_?id|member_?id|owner_?id)$/i;
const ABOUT_THE_READER = /^\/api\/(mypage|notifications)\b/;

function memberKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => memberKeys(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(MEMBER_KEYS.test(key) ? [`${path}.${key}`] : []),
    ...memberKeys(v, `${path}.${key}`),
  ]);
}

const readers: Actor[] = ['visitor', 'other'];
const rows = PERMISSION_TABLE.filter(
  (row) => row.route.startsWith('GET ') && readers.some((a) => row.rule.allowed.includes(a)),
);

describe.each(rows.map((row) => [row.route, row] as const))('%s', (_route, row) => {
  for (const actor of readers.filter((a) => row.rule.allowed.includes(a))) {
    it(`tells ${actor} no login ID and no member id`, async () => {
      await hostile(async () => {
        const request = await row.request(fx, actor);
        const res = await fx.app.inject({
          ...request,
          method: 'GET' as HTTPMethods,
          headers: { ...(request.headers ?? {}), ...(await f.headersFor(fx, actor)) },
        });
        const body = res.body.toLowerCase();
        for (const who of [fx.owner, fx.admin])
          expect(body, `${row.route} shows ${who.userid}`).not.toContain(who.userid.toLowerCase());
        const url = typeof request.url === 'string' ? request.url : '';
        if (url.startsWith('/api/') && !ABOUT_THE_READER.test(url)) {
          const json = /json/.test(String(res.headers['content-type'])) ? res.json() : null;
          expect(memberKeys(json), url).toEqual([]);
        }
      });
    });
  }
});
