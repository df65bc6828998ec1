import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { dogImportRuns } from '../src/db/schema';
import { kstDate } from '../src/lib/kst';
import { createDogImportRunner } from '../src/modules/dog-imports/runner';
import { claimRun, STALE_RUN_MS } from '../src/modules/dog-imports/runs';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { nationalItem, nationalListOnly, publicDataConfig, startFakeApi } from './public-data-fake';

const fake = await startFakeApi();
const animals = [nationalItem('441399202600301', { happenDt: kstDate(1), popfile1: '' })];
/** The list answers this slowly: a run waits on it far longer than its heartbeat period. */
const SLOW_PAGE_MS = 1_500;
const TEST_HEARTBEAT_MS = 100;

/** A run of `national` claimed by a process whose last heartbeat was `beatAgoMs` ago. */
async function claimedRun(app: TestApp, beatAgoMs: number) {
  const id = await claimRun(app.db, {
    source: 'national',
    kind: 'update',
    trigger: 'schedule',
    foundFrom: kstDate(7),
    foundTo: kstDate(),
  });
  await app.db
    .update(dogImportRuns)
    .set({ heartbeatAt: new Date(Date.now() - beatAgoMs) })
    .where(eq(dogImportRuns.id, id!));
  return id!;
}

const runOf = async (app: TestApp, id: number) =>
  (await app.db.select().from(dogImportRuns).where(eq(dogImportRuns.id, id)))[0]!;

describe('the claim of a dog import run (ADR 033)', () => {
  it('a run whose process stopped beating is taken over by the next import within minutes', async () => {
    fake.handle(nationalListOnly(animals));
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const dead = await claimedRun(app, STALE_RUN_MS + 1_000);
    expect(STALE_RUN_MS).toBeLessThanOrEqual(2 * 60_000);

    const started = await app.dogImports.start('national', 'admin');
    expect(started.status).toBe('started');
    expect(await runOf(app, dead)).toMatchObject({
      status: 'failed',
      errorMessage: 'interrupted: the process running it stopped',
    });
    await app.dogImports.idle();
  });

  it('a run that beat its heart recently holds its source', async () => {
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const live = await claimedRun(app, STALE_RUN_MS / 2);
    expect(await app.dogImports.start('national', 'admin')).toEqual({ status: 'running' });
    expect((await runOf(app, live)).status).toBe('running');
  });

  it('a live run waiting on a slow page keeps beating, and stops beating once it ends', async () => {
    fake.handle(nationalListOnly(animals, SLOW_PAGE_MS));
    const app = await buildTestApp({ publicData: publicDataConfig(fake.base, { key: 'key' }) });
    const runner = createDogImportRunner({
      config: app.config,
      db: app.db,
      storage: app.storage,
      log: pino({ level: 'silent' }),
      heartbeatMs: TEST_HEARTBEAT_MS,
    });
    const started = await runner.start('national', 'admin');
    if (started.status !== 'started') throw new Error(`not started: ${started.status}`);
    const { heartbeatAt: first } = await runOf(app, started.runId);
    // No page has come back yet, so only the timer can have moved the heartbeat.
    await expect
      .poll(async () => (await runOf(app, started.runId)).heartbeatAt.getTime(), {
        timeout: SLOW_PAGE_MS / 2,
        interval: TEST_HEARTBEAT_MS,
      })
      .toBeGreaterThan(first.getTime());
    expect((await runOf(app, started.runId)).pages).toBe(0);

    await started.done;
    const ended = await runOf(app, started.runId);
    expect(ended.status).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, TEST_HEARTBEAT_MS * 3));
    expect((await runOf(app, started.runId)).heartbeatAt).toEqual(ended.heartbeatAt);
    await runner.close();
  });
});
