import { sharingMessages } from '@chajul/contracts';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import { createReport, putReport } from './reports.helpers';

const defaults = loadConfig({});
const photo = async (seed: number) => ({
  buffer: await makeJpeg({ width: 320 + seed, height: 240 }),
  filename: 'dog.jpg',
});

describe('the flyer PDF off the request thread, with a budget (ADR 117)', () => {
  it('draws a flyer once per version: again after an edit, and apart with and without contact', async () => {
    const app = await buildTestApp();
    const member = await createUser(app);
    // A public number: with and without the contact line are two flyers (ADR 136).
    const id = await createReport(app, member, { phoneVisibility: 'PUBLIC' }, await photo(1));
    // A drawing reads the report's photos from storage; a flyer served from memory reads none.
    const reads = vi.spyOn(app.storage, 'get');
    const drawn = async (contact = '1') => {
      reads.mockClear();
      const res = await app.inject({ url: `/api/lost-pet/${id}/flyer.pdf?contact=${contact}` });
      expect(res.statusCode).toBe(200);
      return reads.mock.calls.length > 0;
    };
    expect(await drawn()).toBe(true);
    expect(await drawn()).toBe(false);
    expect(await drawn('0')).toBe(true);
    expect(await drawn('0')).toBe(false);
    const edited = await putReport(app, member, id, {
      content: '파란 옷을 입었어요',
      phoneVisibility: 'PUBLIC',
    });
    expect(edited.statusCode).toBe(200);
    expect(await drawn()).toBe(true);
    expect(await drawn()).toBe(false);
  });

  it('one address past its flyer limit hears 429 with Retry-After, and others still get theirs', async () => {
    const app = await buildTestApp({ flyers: { ...defaults.flyers, limitPerMinute: 3 } });
    const id = await createReport(app, await createUser(app), {}, null);
    const ask = (remoteAddress: string) =>
      app.inject({ url: `/api/lost-pet/${id}/flyer.pdf`, remoteAddress });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask('10.70.0.1'));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[4]!.headers['retry-after']).toBeDefined();
    expect(answers[4]!.json()).toMatchObject({ status: 'error', statusCode: 429 });
    expect((await ask('10.70.0.2')).statusCode).toBe(200);
  });

  it('more flyers at once than its render budget: the rest hear a Korean 503 with Retry-After', async () => {
    const app = await buildTestApp({ flyers: { ...defaults.flyers, inFlight: 1 } });
    const member = await createUser(app);
    const ids = [];
    for (let seed = 0; seed < 6; seed++)
      ids.push(await createReport(app, member, {}, await photo(seed)));
    const answers = await Promise.all(
      ids.map((id) => app.inject({ url: `/api/lost-pet/${id}/flyer.pdf` })),
    );
    const refused = answers.filter((res) => res.statusCode === 503);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers['retry-after']).toBe('2');
    expect(refused[0]!.json()).toEqual({
      status: 'error',
      statusCode: 503,
      message: sharingMessages.flyerBusy,
    });
    // Once the drawing is done the same flyers are drawn.
    const again = await app.inject({ url: `/api/lost-pet/${ids[5]}/flyer.pdf` });
    expect(again.statusCode).toBe(200);
  });
});
