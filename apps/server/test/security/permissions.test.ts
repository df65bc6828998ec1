import { eq } from 'drizzle-orm';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '../../src/db/schema';
import type { Actor, Fixtures } from './fixtures';
import { ACTORS, headersFor, securityApp } from './fixtures';
import { REQUIRED_CONSENTS } from '../factories';
import { expectKoreanError, hostile } from './hostile';
import { PERMISSION_TABLE } from './permission-table';

let fx: Fixtures;
beforeAll(async () => {
  fx = await securityApp();
});

describe('the permission table', () => {
  it('has a row for every registered route, so a new route forces a decision', () => {
    const covered = new Set(PERMISSION_TABLE.map((row) => row.route));
    expect(fx.routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  it('names no route that does not exist', () => {
    const registered = new Set(fx.routes);
    expect(PERMISSION_TABLE.map((row) => row.route).filter((r) => !registered.has(r))).toEqual([]);
  });
});

type Row = (typeof PERMISSION_TABLE)[number];

async function call(row: Row, actor: Actor) {
  const [method, ...rest] = row.route.split(' ');
  const request = await row.request(fx, actor);
  const headers = { ...(request.headers ?? {}), ...(await headersFor(fx, actor)) };
  const res = await fx.app.inject({ ...request, method: method as HTTPMethods, headers });
  return { res, request, what: `${actor} → ${method} ${request.url ?? rest.join(' ')}` };
}

type Answered = Awaited<ReturnType<typeof call>>;

const noStore = (res: LightMyRequestResponse) =>
  /(^|,)\s*no-store\s*(,|$)/.test(String(res.headers['cache-control'] ?? ''));

/**
 * ADR 112: no cache may keep an answer made for someone. A route not open to visitors, and
 * every write, answers `no-store`; an open read may leave it out only when its answer to a
 * signed-in actor is byte for byte what a visitor gets for the same request.
 */
async function expectNotKeptForOthers(row: Row, actor: Actor, answered: Answered) {
  const { res, request, what } = answered;
  const [method] = row.route.split(' ');
  if (!row.rule.allowed.includes('visitor') || method !== 'GET') {
    expect(noStore(res), `${what}: cache-control ${res.headers['cache-control']}`).toBe(true);
    return;
  }
  if (actor === 'visitor' || noStore(res)) return;
  const asVisitor = await fx.app.inject({ ...request, method: 'GET' });
  expect(asVisitor.statusCode, what).toBe(res.statusCode);
  expect(asVisitor.rawPayload.equals(res.rawPayload), `${what}: kept, yet made for ${actor}`).toBe(
    true,
  );
}

describe.each(PERMISSION_TABLE.map((row) => [`${row.route} (${row.rule.name})`, row] as const))(
  '%s',
  (_name, row) => {
    for (const actor of ACTORS) {
      if (row.rule.allowed.includes(actor)) {
        it(`lets ${actor} through, and no cache keeps what it answers for others`, async () => {
          const answered = await call(row, actor);
          const { res, what } = answered;
          const passes = row.passes ?? ((status: number) => status >= 200 && status < 400);
          expect(
            passes(res.statusCode),
            `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toBe(true);
          await expectNotKeptForOthers(row, actor, answered);
        });
      } else {
        const status = actor === 'visitor' ? (row.rule.visitorStatus ?? 401) : 403;
        it(`refuses ${actor} with ${status}`, async () => {
          await hostile(async () => {
            const { res, what } = await call(row, actor);
            expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
            expectKoreanError(res.body, status);
          });
        });
      }
    }
  },
);

describe('mass assignment', () => {
  it('fields a client may not set (role, author, counters) are ignored, not obeyed', async () => {
    const id = `mass_${Date.now().toString(36)}`;
    await hostile(async () => {
      const signup = await fx.app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: {
          nickname: `대량${id.slice(-6)}`,
          userid: id,
          password: 'Sample!pass1',
          email: `${id}@example.com`,
          ...REQUIRED_CONSENTS,
          role: 'ADMIN',
          roles: ['ADMIN'],
          id: 1,
        },
      });
      expect(signup.statusCode).toBe(201);
      const login = await fx.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { userid: id, password: 'Sample!pass1' },
      });
      expect(login.json().user.role).toBe('USER');
    });
    const headers = await headersFor(fx, 'owner');
    await hostile(async () => {
      const res = await fx.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers,
        payload: {
          title: '제목',
          content: '내용',
          isPublic: true,
          userId: fx.admin.id,
          authorId: fx.admin.id,
          replyCount: 9,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().isAuthor).toBe(true);
      const [row] = await fx.app.db
        .select({ userId: inquiries.userId })
        .from(inquiries)
        .where(eq(inquiries.id, res.json().id));
      expect(row?.userId).toBe(fx.owner.id);
      expect(res.json().replyCount).toBe(0);
    });
    await hostile(async () => {
      const res = await fx.app.inject({
        method: 'PUT',
        url: '/api/mypage/update-nickname',
        headers,
        payload: { nickname: `바뀐${id.slice(-6)}`, role: 'ADMIN' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe('USER');
    });
  });
});
