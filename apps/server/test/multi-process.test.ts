import { afterAll, describe, expect, it } from 'vitest';
import type { ChildServer, ChildStore } from './child-server';
import { createChildStore, killChildren, logIn, startChildServer } from './child-server';
import { postReport } from './crash-writes';

const LIMIT = 15;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let store: ChildStore | undefined;
afterAll(async () => {
  killChildren();
  await store?.remove();
});

// PGlite's files belong to one process, so only PostgreSQL can be shared by two.
describe.skipIf(!onPostgres)(
  'two server processes on one PostgreSQL (runs only with TEST_DATABASE_URL: PGlite serves one process)',
  () => {
    let a: ChildServer;
    let b: ChildServer;

    it('both start on the same database and image directory', async () => {
      store = await createChildStore('multi');
      const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), RATE_LIMIT_STORE: 'database' };
      // One after the other: both would otherwise race to create the admin account.
      a = await startChildServer(store, env);
      b = await startChildServer(store, env);
      for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    }, 60_000);

    it('a session started on A refreshes on B, and the rotated token refreshes on A', async () => {
      const refresh = (server: ChildServer, cookie: string) =>
        fetch(`${server.url}/auth/refresh`, { method: 'POST', headers: { cookie } });
      const { refreshCookie } = await logIn(a.url);
      const onB = await refresh(b, refreshCookie);
      expect(onB.status).toBe(200);
      const { accessToken } = (await onB.json()) as { accessToken: string };
      const me = await fetch(`${a.url}/api/mypage/me`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.status).toBe(200);
      const rotated = onB.headers.getSetCookie().find((c) => c.startsWith('refreshToken='));
      expect(rotated).toBeDefined();
      expect((await refresh(a, rotated!.split(';')[0]!)).status).toBe(200);
    });

    it('a photo uploaded on A is served by B, byte for byte', async () => {
      const { accessToken } = await logIn(a.url);
      const write = await postReport(a.url, accessToken, 7);
      expect(write).toBeDefined();
      const detail = await fetch(`${b.url}/api/lost-pet/${write!.id}`);
      const { data } = (await detail.json()) as { data: { imagePath: string } };
      const fromA = await fetch(`${a.url}/api/lost-pet/images${data.imagePath}`);
      const fromB = await fetch(`${b.url}/api/lost-pet/images${data.imagePath}`);
      expect(fromB.status).toBe(200);
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );
    });

    it('the API rate limit counts requests to both processes against one limit', async () => {
      const statuses: { server: string; status: number }[] = [];
      for (let i = 0; i < LIMIT * 2; i++) {
        const server = i % 2 === 0 ? a : b;
        // Not a cached list: kept copies are answered before the limiter (ADR 097).
        const res = await fetch(`${server.url}/api/inquiries/paged`);
        statuses.push({ server: server === a ? 'A' : 'B', status: res.status });
        if (res.status === 429) {
          const body = (await res.json()) as { message: string };
          expect(body.message).toMatch(/[가-힣]/);
        }
      }
      // Separate counters would let all 2 × LIMIT through; one shared counter stops at LIMIT.
      expect(statuses.filter((s) => s.status === 200).length).toBeLessThanOrEqual(LIMIT);
      const refused = statuses.filter((s) => s.status === 429);
      expect(new Set(refused.map((s) => s.server))).toEqual(new Set(['A', 'B']));
    });
  },
);
