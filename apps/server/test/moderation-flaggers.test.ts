import { FINDER_TOKEN_HEADER, moderationMessages as m } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, unique } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { postSighting, visitorSighting } from './sightings.helpers';

/*
 * Issue 38 item 3: a flag counts once per person (ADR 138), and a visitor's private link
 * counts as a person only once the server has checked it (ADR 221).
 */
const app = await buildTestApp();
const admin = await createAdmin(app);

/** A token of the link's shape that the server never signed. */
const madeUp = (id: number) => `${id}.${'A'.repeat(43)}`;

const flagAs = (token: string | undefined, targetId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/flags',
    payload: { targetType: 'SIGHTING', targetId, reason: 'SPAM' },
    headers: token ? { [FINDER_TOKEN_HEADER]: token } : {},
  });

async function flagCount(targetId: number): Promise<number> {
  const res = await call(app, admin, 'GET', '/api/admin/flags?status=ALL&size=100');
  const items = res.json().data as { targetType: string; targetId: number; flagCount: number }[];
  return items.find((i) => i.targetType === 'SIGHTING' && i.targetId === targetId)?.flagCount ?? 0;
}

const memberSighting = async () =>
  (await postSighting(app, { user: await createUser(app) }, {}, [])).json().id as number;

describe('who counts as a flagger', () => {
  it('private links the server never made count as no link: one visitor stays one flagger', async () => {
    const id = await memberSighting();
    expect((await flagAs(undefined, id)).statusCode).toBe(201);
    for (const token of [madeUp(1000), madeUp(1001), madeUp(1002)]) {
      const res = await flagAs(token, id);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(m.alreadyFlagged);
    }
    expect(await flagCount(id)).toBe(1);
  });

  it('a made-up link naming a real found report is not its author either', async () => {
    const real = await visitorSighting(app, `v_${unique()}@example.com`, {}, []);
    const id = await memberSighting();
    expect((await flagAs(real.token, id)).statusCode).toBe(201);
    const forged = await flagAs(madeUp(real.id), id);
    expect(forged.json().message).toBe(m.flagged);
    // The forged link fell back to the address: the visitor's own flag and that one, no more.
    expect((await flagAs(madeUp(real.id), id)).json().message).toBe(m.alreadyFlagged);
    expect(await flagCount(id)).toBe(2);
  });

  it('a visitor flags once however many of their own found reports they flag from', async () => {
    const email = `v_${unique()}@example.com`;
    const first = await visitorSighting(app, email, {}, []);
    const second = await visitorSighting(app, email, {}, []);
    const id = await memberSighting();
    expect((await flagAs(first.token, id)).json().message).toBe(m.flagged);
    expect((await flagAs(second.token, id)).json().message).toBe(m.alreadyFlagged);
    expect(await flagCount(id)).toBe(1);
  });
});
