import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Fixtures } from './fixtures';
import { headersFor, makeNoticeWithFile, securityApp } from './fixtures';
import { expectKoreanError, hostile } from './hostile';

/**
 * Ids are PostgreSQL int4: anything but a canonical decimal 1 … 2^31−1 is refused by the
 * route's schema before a query sees it (issue 17: past int4 was a 500).
 */
const BAD_IDS = ['0', '-1', '2147483648', '99999999999', '1e3', 'abc', '0x10', '1.5', '01', '+1'];

/**
 * Path parameters that are not ids: a shelter's registration number (careRegNo) is the public
 * API's text, which falls back to the shelter's name where the source gives none; an unknown
 * one is a Korean 404 (shelter-page.test.ts). A QR 인식표's code is 128 random bits as text
 * (ADR 252): an unknown or malformed one is a Korean 404, and its writes are limited per
 * address before they are read (pet-tags.test.ts).
 */
const TEXT_PARAMS = new Set(['careRegNo', 'code']);

let fx: Fixtures;
/** Every route with a named path parameter, e.g. `PATCH /api/inquiries/:id/replies/:replyId`. */
let routes: { method: string; url: string; params: string[] }[];
beforeAll(async () => {
  fx = await securityApp();
  routes = fx.routes
    .map((route) => {
      const [method = '', url = ''] = route.split(' ');
      const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      return { method, url, params: params.filter((name) => !TEXT_PARAMS.has(name)) };
    })
    .filter((route) => route.params.length > 0);
});

describe('numeric path parameters', () => {
  it('are found on the routes that take ids', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it('refuse zero, negatives, ids past int4 and other spellings with a Korean 400', async () => {
    const headers = await headersFor(fx, 'admin');
    // Every case runs, and the test lists all that were not refused.
    const failures: string[] = [];
    for (const { method, url, params } of routes) {
      for (const param of params) {
        for (const bad of BAD_IDS) {
          const path = url.replace(/:(\w+)/g, (_all, name: string) =>
            name === param ? encodeURIComponent(bad) : '1',
          );
          await hostile(async () => {
            const hasBody = !['GET', 'DELETE'].includes(method);
            const res = await fx.app.inject({
              method: method as HTTPMethods,
              url: path,
              headers,
              ...(hasBody ? { payload: {} } : {}),
            });
            expect(res.statusCode, `${method} ${path}: ${res.body.slice(0, 200)}`).toBe(400);
            expectKoreanError(res.body, 400);
          }).catch((error: Error) => failures.push(error.message.split('\n')[0] ?? ''));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('ids inside bodies follow the same rule (attachments to drop from a notice)', async () => {
    const headers = await headersFor(fx, 'admin');
    const { id } = await makeNoticeWithFile(fx);
    for (const bad of [0, -1, 2147483648, 99999999999, 1.5, '1e3', 'abc']) {
      await hostile(async () => {
        const res = await fx.app.inject({
          method: 'PUT',
          url: `/api/notices/${id}`,
          headers,
          payload: { title: '공지', content: '내용', removeFileIds: [bad] },
        });
        expect(res.statusCode, `removeFileIds ${bad}: ${res.body}`).toBe(400);
        expectKoreanError(res.body, 400);
      });
    }
  });
});
