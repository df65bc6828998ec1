import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobDefinition } from '../src/jobs/job';
import { createLocalQueue } from '../src/jobs/local-queue';
import { authHeaders, createAdmin, createUser } from './factories';
import { buildTestApp } from './helper';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const app = await buildTestApp();
const log = pino({ level: 'silent' });

const failedJobsAs = async (user: { id: number } | null) =>
  app.inject({
    method: 'GET',
    url: '/api/admin/failed-jobs',
    headers: user ? await authHeaders(app, user) : {},
  });

/** A definition whose tries are recorded; `fails` tries throw before one succeeds. */
function flaky(fails: number, extra: Partial<JobDefinition> = {}) {
  const tries: number[] = [];
  const definition: JobDefinition = {
    name: 'send-mail',
    retryLimit: 2,
    retryDelaySeconds: 0.05,
    async run() {
      tries.push(Date.now());
      // A NUL, as an error about binary input may carry: PostgreSQL text refuses it.
      if (tries.length <= fails) throw new Error(`SMTP 421\u0000 (try ${tries.length})`);
    },
    ...extra,
  };
  return { definition, tries };
}

describe('the in-process job runner (PGlite, ADR 101)', () => {
  it('tries a failing job again with doubling waits, and it succeeds without a failure kept', async () => {
    const queue = createLocalQueue(app.db, log);
    const { definition, tries } = flaky(2);
    await queue.work([definition]);
    await queue.send('send-mail', {});
    await queue.idle();
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(45);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(95);
    expect(await queue.failed(10)).toEqual([]);
  });

  it.skipIf(onPostgres)(
    'keeps a job that failed every try, and the admin page lists it',
    async () => {
      const queue = createLocalQueue(app.db, log);
      const { definition, tries } = flaky(99);
      await queue.work([definition]);
      await queue.send('send-mail', { to: 'x@example.com' });
      await queue.idle();
      expect(tries).toHaveLength(3);

      // On PGlite the app's queue is this kind, reading the same table (on PostgreSQL: pg-boss).
      const res = await failedJobsAs(await createAdmin(app));
      expect(res.statusCode).toBe(200);
      expect(res.json().content[0]).toMatchObject({
        name: 'send-mail',
        error: 'SMTP 421 (try 3)',
        attempts: 3,
      });
    },
  );

  it('shows failed jobs to admins only', async () => {
    expect((await failedJobsAs(await createUser(app))).statusCode).toBe(403);
    expect((await failedJobsAs(null)).statusCode).toBe(401);
  });

  it('runs one job per singleton key at a time, keeps one waiting, and drops a third ask', async () => {
    const queue = createLocalQueue(app.db, log);
    let release = () => {};
    const runs: number[] = [];
    await queue.work([
      {
        name: 'embed-photos',
        retryLimit: 0,
        retryDelaySeconds: 1,
        stately: true,
        async run(data) {
          runs.push(Number(data.n));
          if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
        },
      },
    ]);
    const key = { singletonKey: 'all' };
    expect(await queue.send('embed-photos', { n: 1 }, key)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await queue.send('embed-photos', { n: 2 }, key)).not.toBeNull();
    expect(await queue.send('embed-photos', { n: 3 }, key)).toBeNull();
    expect(await queue.pending('embed-photos', 'all')).toBe(true);
    expect(runs).toEqual([1]);
    release();
    await queue.idle();
    expect(runs).toEqual([1, 2]);
    expect(await queue.pending('embed-photos', 'all')).toBe(false);
  });

  it('sends a scheduled job once per period however often it is asked', async () => {
    const queue = createLocalQueue(app.db, log);
    const { definition, tries } = flaky(0);
    await queue.work([definition]);
    const slot = { singletonKey: 'all', singletonSeconds: 3600 };
    const sent = await Promise.all([1, 2, 3].map(() => queue.send('send-mail', {}, slot)));
    await queue.idle();
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(tries).toHaveLength(1);
  });

  it('lets a job that runs at shutdown finish and send its mail, then takes no more', async () => {
    const queue = createLocalQueue(app.db, log);
    const mails: unknown[] = [];
    let release = () => {};
    await queue.work([
      {
        name: 'embed-photos',
        retryLimit: 0,
        retryDelaySeconds: 1,
        async run() {
          await new Promise<void>((resolve) => (release = resolve));
          await queue.send('send-mail', { to: 'owner@example.com' });
        },
      },
      {
        name: 'send-mail',
        retryLimit: 0,
        retryDelaySeconds: 1,
        run: async (mail) => void mails.push(mail.to),
      },
    ]);
    await queue.send('embed-photos', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stopped = queue.stop();
    release();
    await stopped;
    expect(mails).toEqual(['owner@example.com']);
    expect(await queue.send('send-mail', { to: 'late@example.com' })).toBeNull();
  });
});
