import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dogs } from '../src/db/schema';
import { kstDate } from '../src/lib/kst';
import {
  PHOTO_MAX_ATTEMPTS,
  PHOTO_PER_HOST,
  PHOTO_TIMEOUT_MS,
} from '../src/modules/dog-imports/photos';
import { importAdmin } from './dog-imports.helpers';
import { buildTestApp } from './helper';
import { makeJpeg } from './images';
import {
  nationalItem,
  nationalListAnswer,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const LIST = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';
const jpeg = await makeJpeg();
/** The API and a photo host that answers at once. */
const fake = await startFakeApi();
/** Another photo host, which never answers. */
const hanging = await startFakeApi();
hanging.handle(() => 'hang');

const animal = (n: number, photoHost: string) =>
  nationalItem(String(441399202600100 + n), {
    happenDt: kstDate(2),
    popfile1: `${photoHost}/photos/${n}.jpg`,
  });

describe('records first, photos after (ADR 033)', () => {
  it('a photo host that hangs delays neither the records nor the photos of another host', async () => {
    const animals = [
      ...Array.from({ length: 10 }, (_, n) => animal(n, fake.base)),
      ...Array.from({ length: 20 }, (_, n) => animal(100 + n, hanging.base)),
    ];
    fake.handle(({ path, query }) =>
      path === LIST
        ? { body: nationalListAnswer(animals, query) }
        : { body: jpeg, type: 'application/octet-stream' },
    );
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const admin = await importAdmin(app);

    const started = Date.now();
    const run = await admin.runAndWait('national');
    expect(run).toMatchObject({ status: 'ok', inserted: 30 });
    expect(Date.now() - started).toBeLessThan(3000);
    const withPhoto = async () =>
      (await app.db.select({ id: dogs.id }).from(dogs).where(isNotNull(dogs.imageKey))).length;
    await expect.poll(withPhoto, { timeout: PHOTO_TIMEOUT_MS / 2 }).toBe(10);
    expect(Date.now() - started).toBeLessThan(PHOTO_TIMEOUT_MS);

    // The hanging host's first tries time out; then it is paused and its photos wait.
    await app.dogImports.idle();
    const tries = hanging.requests.length;
    expect(tries).toBe(PHOTO_PER_HOST);
    const rows = await app.db.select().from(dogs);
    const tried = rows.filter((d) => d.photoAttempts === 1);
    expect(tried).toHaveLength(tries);
    expect(tried[0]?.photoError).toBe(`timed out after ${PHOTO_TIMEOUT_MS} ms`);
    const status = await admin.sourceStatus('national');
    expect(status).toMatchObject({ photosPending: 20, photosFailed: 0 });
    expect(status.runs[0]).toMatchObject({ photosDownloaded: 10, photosFailed: tries });

    // While paused, the next run does not try it again.
    await admin.runAndWait('national');
    await app.dogImports.idle();
    expect(hanging.requests).toHaveLength(tries);
  }, 30_000);

  it('a photo that keeps failing is given up and counted on the admin page', async () => {
    const animals = [animal(1, fake.base), animal(2, fake.base)];
    fake.handle(({ path, query }) => {
      if (path === LIST) return { body: nationalListAnswer(animals, query) };
      return path === '/photos/1.jpg' ? { status: 404, body: 'no such file' } : { body: jpeg };
    });
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const admin = await importAdmin(app);
    for (let run = 0; run < PHOTO_MAX_ATTEMPTS + 1; run++) {
      await admin.runAndWait('national');
      await app.dogImports.idle();
    }
    expect(fake.requests.filter((r) => r.path === '/photos/1.jpg')).toHaveLength(
      PHOTO_MAX_ATTEMPTS,
    );
    expect(await admin.sourceStatus('national')).toMatchObject({
      photosPending: 0,
      photosFailed: 1,
    });
    const page = await app.inject({ method: 'GET', url: '/api/dog-details/paged' });
    const images = page
      .json<{ data: { imagePath: string | null }[] }>()
      .data.map((d) => d.imagePath);
    expect(images.filter((i) => i === null)).toHaveLength(1);
  });
});
