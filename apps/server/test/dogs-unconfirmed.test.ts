import type { Dog } from '@chajul/contracts';
import { describe, expect, it } from 'vitest';
import { kstDate, kstDay } from '../src/lib/kst';
import { createDog } from './dog-factory';
import { importAdmin } from './dog-imports.helpers';
import { buildTestApp } from './helper';
import {
  nationalItem,
  nationalListAnswer,
  publicDataConfig,
  startFakeApi,
} from './public-data-fake';

const fake = await startFakeApi();
const LIST = '/national/abandonmentPublicService_v2/abandonmentPublic_v2';
const listed = nationalItem('441399202600301', { happenDt: kstDate(2), popfile1: '' });
const gone = nationalItem('441399202600302', {
  happenDt: kstDate(3),
  popfile1: '',
  updTm: `${kstDay()} 09:00:00.0`,
});

const dogOf = async (app: Awaited<ReturnType<typeof buildTestApp>>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/dog-details/${id}` })).json<Dog>();

describe('records the last full reconcile no longer returned (ADR 185)', () => {
  it('are marked unconfirmed, and an import that sees them again confirms them', async () => {
    let answer = [listed];
    fake.handle(({ path, query }) =>
      path === LIST ? { body: nationalListAnswer(answer, query) } : { status: 404, body: '' },
    );
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const earlier = new Date(Date.now() - 86_400_000);
    const missing = await createDog(app.db, {
      sourceId: '441399202600302',
      sources: ['national'],
      foundDate: kstDay(new Date(Date.now() - 3 * 86_400_000)),
      lastSeenAt: earlier,
    });
    // Another source's dog and one found before the run's dates are not the reconcile's to judge.
    const otherSource = await createDog(app.db, { sources: ['gyeonggi'], lastSeenAt: earlier });
    const older = await createDog(app.db, {
      sources: ['national'],
      foundDate: '2020-01-01',
      state: '종료(입양)',
      lastSeenAt: earlier,
    });
    const admin = await importAdmin(app);
    expect(await admin.runAndWait('national')).toMatchObject({ kind: 'reconcile', status: 'ok' });
    await app.dogImports.idle();
    expect((await dogOf(app, missing.id)).unconfirmed).toBe(true);
    expect((await dogOf(app, otherSource.id)).unconfirmed).toBe(false);
    expect((await dogOf(app, older.id)).unconfirmed).toBe(false);

    answer = [listed, gone];
    expect(await admin.runAndWait('national')).toMatchObject({ kind: 'update', status: 'ok' });
    await app.dogImports.idle();
    const seenAgain = await dogOf(app, missing.id);
    expect(seenAgain.unconfirmed).toBe(false);
    expect(Date.parse(seenAgain.lastSeenAt)).toBeGreaterThan(earlier.getTime());
  });
});
