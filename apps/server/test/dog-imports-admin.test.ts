import { dogImportMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { dogImportRuns, publicDataCalls } from '../src/db/schema';
import { kstDate, nextKstMidnight } from '../src/lib/kst';
import { createDogImportRunner } from '../src/modules/dog-imports/runner';
import { claimRun, finishRun } from '../src/modules/dog-imports/runs';
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
const animals = [nationalItem('441399202600201', { happenDt: kstDate(1), popfile1: '' })];

describe('the admin runs an import through the server', () => {
  it('answers at once, and a second click while it runs says it is running', async () => {
    fake.handle(({ path, query }) =>
      path === LIST
        ? { body: nationalListAnswer(animals, query), delayMs: 700 }
        : { status: 404, body: '' },
    );
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const admin = await importAdmin(app);
    const started = Date.now();
    const first = await admin.run('national');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: 'started', message: dogImportMessages.started });
    expect(Date.now() - started).toBeLessThan(500);
    const second = await admin.run('national');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: dogImportMessages.running });
    expect(await admin.sourceStatus('national')).toMatchObject({ running: true, configured: true });

    await app.jobs.idle();
    await app.dogImports.idle();
    const status = await admin.sourceStatus('national');
    expect(status).toMatchObject({ running: false, callsToday: 1, dailyBudget: 300 });
    expect(status.runs).toMatchObject([
      {
        kind: 'reconcile',
        trigger: 'admin',
        status: 'ok',
        calls: 1,
        fetched: 1,
        inserted: 1,
        error: null,
      },
    ]);
    expect(status.runs[0]?.foundDates).toEqual({ from: kstDate(365), to: kstDate() });
  });

  it('refuses a source without a key', async () => {
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const admin = await importAdmin(app);
    const res = await admin.run('gyeonggi');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: dogImportMessages.notConfigured });
    expect((await admin.status()).sources.map((s) => [s.source, s.configured])).toEqual([
      ['national', true],
      ['gyeonggi', false],
    ]);
  });
});

describe('the daily call budget', () => {
  it('stops a run when the calls are spent, remembers them, and holds the schedule till midnight', async () => {
    fake.handle(() => ({ status: 503, body: 'busy' }));
    const publicData = publicDataConfig(fake.base, { key: 'key', dailyCallBudget: 3 });
    const app = await buildTestApp({ publicData });
    const admin = await importAdmin(app);
    const run = await admin.runAndWait('national');
    expect(run).toMatchObject({
      status: 'budget',
      calls: 3,
      error: { kind: null, message: expect.stringContaining('the 3 calls of today are spent') },
    });
    expect(fake.requests).toHaveLength(3);
    const [counted] = await app.db.select().from(publicDataCalls);
    expect(counted).toMatchObject({ source: 'national', calls: 3 });

    const again = await admin.run('national');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: dogImportMessages.budgetSpent });

    // Another process sees the same count.
    const other = createDogImportRunner({
      config: app.config,
      db: app.db,
      storage: app.storage,
      log: pino({ level: 'silent' }),
    });
    expect(await other.start('national', 'schedule')).toMatchObject({
      status: 'waiting',
      wait: 'budget',
      until: nextKstMidnight(),
    });

    const stop = app.jobs.startSchedules();
    await expect
      .poll(async () => (await admin.sourceStatus('national')).waitingFor, { timeout: 5000 })
      .toBe('budget');
    stop();
    expect(await admin.sourceStatus('national')).toMatchObject({
      callsToday: 3,
      dailyBudget: 3,
      nextRunAt: nextKstMidnight().toISOString(),
    });
    // The schedule imports shelters too, which no budget counts.
    expect(fake.requests.filter((r) => r.path === LIST)).toHaveLength(3);
  });
});

describe('다음 가져오기 on every process', () => {
  it('a web process that runs no jobs (JOBS=0) shows the next scheduled run from the database', async () => {
    const app = await buildTestApp({
      publicData: publicDataConfig(fake.base, { key: 'key' }),
      jobs: { enabled: false, superviseSeconds: 30 },
    });
    // A worker's schedule started a run 3 minutes ago; it asks every 10 minutes.
    const startedAt = new Date(Date.now() - 3 * 60_000);
    const id = await claimRun(app.db, {
      source: 'national',
      kind: 'reconcile',
      trigger: 'schedule',
      foundFrom: kstDate(365),
      foundTo: kstDate(),
    });
    await finishRun(app.db, id!, 'ok', { calls: 1 });
    await app.db.update(dogImportRuns).set({ startedAt }).where(eq(dogImportRuns.id, id!));

    const admin = await importAdmin(app);
    expect(await admin.sourceStatus('national')).toMatchObject({
      running: false,
      waitingFor: null,
      nextRunAt: new Date(startedAt.getTime() + 10 * 60_000).toISOString(),
    });
  });
});
