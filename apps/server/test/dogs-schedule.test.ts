import { describe, expect, it } from 'vitest';
import { dogs } from '../src/db/schema';
import { scheduleDogImports } from '../src/ingest/dogs/schedule';
import { buildTestApp } from './helper';
import { gyeonggiAnswer, gyeonggiRow, startFakeApi } from './public-data-fake';

const fake = await startFakeApi();
const publicData = {
  key: undefined,
  baseUrl: `${fake.base}/national`,
  uprCd: '6410000',
  ggKey: undefined as string | undefined,
  ggBaseUrl: `${fake.base}/gg`,
  syncIntervalMinutes: 360,
};

describe('scheduled dog imports', () => {
  it('run nothing without a key', async () => {
    const app = await buildTestApp({ publicData });
    const stop = scheduleDogImports(app);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop();
    expect(fake.requests).toHaveLength(0);
  });

  it('import from a source whose key is set, soon after the start', async () => {
    const today = new Date(Date.now() + 9 * 3600_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    fake.handle(({ path }) =>
      path === '/gg/AbdmAnimalProtect'
        ? {
            body: gyeonggiAnswer(
              [
                gyeonggiRow('9001', {
                  RECEPT_DE: today,
                  IMAGE_COURS: null,
                  THUMB_IMAGE_COURS: null,
                }),
              ],
              1,
            ),
          }
        : { status: 404, body: '' },
    );
    const app = await buildTestApp({ publicData: { ...publicData, ggKey: 'gg-key' } });
    const stop = scheduleDogImports(app);
    await expect
      .poll(async () => (await app.db.select().from(dogs)).length, { timeout: 10_000 })
      .toBe(1);
    stop();
    expect(fake.requests.every((r) => r.path === '/gg/AbdmAnimalProtect')).toBe(true);
  });
});
