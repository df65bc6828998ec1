import { describe, expect, it } from 'vitest';
import { dogImportRuns, dogs } from '../src/db/schema';
import { kstDate } from '../src/lib/kst';
import { buildTestApp } from './helper';
import {
  gyeonggiAnswer,
  gyeonggiRow,
  nationalItem,
  nationalListAnswer,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const fake = await startFakeApi();
const LIST = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';
/** A schedule that comes round every 1.2 s, with calls enough for that pace. */
const quickSchedule = { syncIntervalMinutes: 0.02, dailyCallBudget: 1_000_000 };

const inCare = async (app: Awaited<ReturnType<typeof buildTestApp>>) =>
  (await app.inject({ method: 'GET', url: '/api/dog-details/paged?state=보호중&size=100' }))
    .json<{ data: { number: string }[] }>()
    .data.map((d) => d.number);

describe('scheduled dog imports', () => {
  it('run nothing without a key', async () => {
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base) });
    const stop = app.jobs.startSchedules();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop();
    expect(fake.requests).toHaveLength(0);
  });

  it('import from a source whose key is set, soon after the start', async () => {
    fake.handle(({ path }) =>
      path === '/gg/AbdmAnimalProtect'
        ? {
            body: gyeonggiAnswer(
              [
                gyeonggiRow('9001', {
                  RECEPT_DE: kstDate(),
                  IMAGE_COURS: null,
                  THUMB_IMAGE_COURS: null,
                }),
              ],
              1,
            ),
          }
        : { status: 404, body: '' },
    );
    const app = await buildTestApp({
      publicData: publicDataConfig(fake.base, { ggKey: 'gg-key' }),
    });
    const stop = app.jobs.startSchedules();
    await expect
      .poll(async () => (await app.db.select().from(dogs)).length, { timeout: 10_000 })
      .toBe(1);
    stop();
    expect(fake.requests.every((r) => r.path === '/gg/AbdmAnimalProtect')).toBe(true);
  });

  it('a dog found 90 days ago that is adopted upstream leaves /adopt after the next scheduled run', async () => {
    const longStay = nationalItem('441399202600090', {
      happenDt: kstDate(90),
      noticeSdt: kstDate(88),
      noticeNo: '경기-남양주-장기',
      updTm: `${kstDate(88).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')} 10:00:00.0`,
      popfile1: '',
    });
    const recent = nationalItem('441399202600091', {
      happenDt: kstDate(3),
      noticeNo: '경기-남양주-최근',
      popfile1: '',
    });
    let animals = [longStay, recent];
    fake.handle(({ path, query }) =>
      path === LIST ? { body: nationalListAnswer(animals, query) } : { status: 404, body: '' },
    );
    const app = await buildTestApp({
      publicData: publicDataConfig(fake.base, { key: 'key', ...quickSchedule }),
    });
    const stop = app.jobs.startSchedules();
    await expect.poll(() => inCare(app), { timeout: 10_000 }).toContain('경기-남양주-장기');

    // The shelter records the adoption today; the next run asks only for what changed.
    const now = new Date(Date.now() + 9 * 3600_000).toISOString();
    animals = [
      {
        ...longStay,
        processState: '종료(입양)',
        updTm: `${now.slice(0, 10)} ${now.slice(11, 19)}.0`,
      },
      recent,
    ];
    await expect.poll(() => inCare(app), { timeout: 10_000 }).toEqual(['경기-남양주-최근']);
    stop();
    await app.dogImports.idle();

    // The lost-animal notices' runs share the schedule (ADR 246) and may start first.
    const runs = (await app.db.select().from(dogImportRuns).orderBy(dogImportRuns.id)).filter(
      (run) => run.source !== 'lossInfo',
    );
    expect(runs[0]).toMatchObject({ kind: 'reconcile', trigger: 'schedule', status: 'ok' });
    const update = runs.find((r) => r.stateChanges === 1);
    expect(update).toMatchObject({ kind: 'update', status: 'ok', updatedTo: kstDate() });
    const updateCall = fake.requests.find((r) => r.query.get('bgupd'));
    expect(updateCall?.query.get('bgupd')).toMatch(/^\d{8}$/);
    expect(updateCall?.query.get('enupd')).toBe(kstDate());
    expect(updateCall?.query.get('bgnde')).toBe(kstDate(730));
  });
});
