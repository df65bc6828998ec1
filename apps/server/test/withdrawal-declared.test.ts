import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { neighbourPlaces, neighbourSubscribers } from '../src/db/schema';
import { authHeaders, createUser, DEFAULT_PASSWORD } from './factories';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';

// The modules' own withdrawal steps (issue 37 item 4, ADR 255): a member's 동네 알림 stayed
// after withdrawal, with its places, until the neighbours declaration said what to do.
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('withdrawal runs the declared steps', () => {
  it("deletes the member's 동네 알림 subscription and places, and nobody else's", async () => {
    const member = await createUser(app);
    const other = await createUser(app);
    for (const user of [member, other]) {
      const [row] = await app.db
        .insert(neighbourSubscribers)
        .values({ userId: user.id, events: ['LOST'], channels: ['PUSH'] })
        .returning();
      await app.db
        .insert(neighbourPlaces)
        .values({ subscriberId: row!.id, lat: 37.5, lng: 127, radiusM: 500 });
    }
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/mypage/account',
      headers: await authHeaders(app, member),
      payload: { password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const left = await app.db.select().from(neighbourSubscribers);
    expect(left.map((row) => row.userId)).toEqual([other.id]);
    const places = await app.db
      .select()
      .from(neighbourPlaces)
      .where(eq(neighbourPlaces.subscriberId, left[0]!.id));
    expect(places).toHaveLength(1);
    expect(await app.db.select().from(neighbourPlaces)).toHaveLength(1);
  });
});
