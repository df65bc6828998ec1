import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobDefinition, JobHandler } from '../src/jobs/job';
import { defineJob, handleJob } from '../src/jobs/job';
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

const mailJob = defineJob({
  name: 'test-mail',
  payload: z.object({ to: z.string().optional() }),
  retryLimit: 2,
  retryDelaySeconds: 0.05,
});
const keyedJob = defineJob({
  name: 'test-keyed',
  payload: z.object({ n: z.number() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  stately: true,
});

/** A local queue running one handler. */
async function queueWith<S extends z.ZodType>(
  definition: JobDefinition<S>,
  handler: JobHandler<S>,
) {
  const queue = createLocalQueue(app.db, log);
  await queue.work([handleJob(definition, handler)]);
  return queue;
}

/** A mail handler whose tries are recorded; `fails` tries throw before one succeeds. */
function flaky(fails: number) {
  const tries: number[] = [];
  const handler = async () => {
    tries.push(Date.now());
    // A NUL, as an error about binary input may carry: PostgreSQL text refuses it.
    if (tries.length <= fails) throw new Error(`SMTP 421\u0000 (try ${tries.length})`);
  };
  return { handler, tries };
}

/** A handler that waits until `release()` on its first call. */
function gated<T>() {
  const seen: T[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = async (payload: T) => {
    seen.push(payload);
    if (seen.length === 1) await gate;
  };
  return { seen, handler, release: () => release() };
}

describe('the in-process job runner (PGlite, ADR 101)', () => {
  it('tries a failing job again with doubling waits, and it succeeds without a failure kept', async () => {
    const { handler, tries } = flaky(2);
    const queue = await queueWith(mailJob, handler);
    await queue.send(mailJob, {});
    await queue.idle();
    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(45);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(95);
    expect(await queue.failed(10)).toEqual([]);
  });

  it.skipIf(onPostgres)(
    'keeps a job that failed every try, and the admin page lists it',
    async () => {
      const { handler, tries } = flaky(99);
      const queue = await queueWith(mailJob, handler);
      await queue.send(mailJob, { to: 'x@example.com' });
      await queue.idle();
      expect(tries).toHaveLength(3);

      // On PGlite the app's queue is this kind, reading the same table (on PostgreSQL: pg-boss).
      const res = await failedJobsAs(await createAdmin(app));
      expect(res.statusCode).toBe(200);
      expect(res.json().content[0]).toMatchObject({
        name: 'test-mail',
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
    const { seen, handler, release } = gated<{ n: number }>();
    const queue = await queueWith(keyedJob, handler);
    const key = { singletonKey: 'all' };
    expect(await queue.send(keyedJob, { n: 1 }, key)).not.toBeNull();
    await expect.poll(() => seen.length).toBe(1);
    expect(await queue.send(keyedJob, { n: 2 }, key)).not.toBeNull();
    expect(await queue.send(keyedJob, { n: 3 }, key)).toBeNull();
    expect(await queue.pending(keyedJob, 'all')).toBe(true);
    release();
    await queue.idle();
    expect(seen.map((p) => p.n)).toEqual([1, 2]);
    expect(await queue.pending(keyedJob, 'all')).toBe(false);
  });

  it('runs one job of a kind at a time, in the order sent, as a pg-boss worker does', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const queue = await queueWith(keyedJob, async ({ n }) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running--;
    });
    for (const n of [1, 2, 3, 4]) await queue.send(keyedJob, { n });
    await queue.idle();
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it('a job waiting out its back-off does not hold the next job of its kind', async () => {
    const ran: string[] = [];
    const queue = await queueWith(mailJob, async ({ to = '' }) => {
      ran.push(to);
      if (to === 'down@example.com' && ran.length === 1) throw new Error('SMTP 421');
    });
    await queue.send(mailJob, { to: 'down@example.com' });
    await queue.send(mailJob, { to: 'up@example.com' });
    await queue.idle();
    expect(ran).toEqual(['down@example.com', 'up@example.com', 'down@example.com']);
  });

  it('sends a scheduled job once per period however often it is asked', async () => {
    const { handler, tries } = flaky(0);
    const queue = await queueWith(mailJob, handler);
    const slot = { singletonKey: 'all', singletonSeconds: 3600 };
    const sent = await Promise.all([1, 2, 3].map(() => queue.send(mailJob, {}, slot)));
    await queue.idle();
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(tries).toHaveLength(1);
  });

  it('lets a job that runs at shutdown finish and send its mail, then takes no more', async () => {
    const queue = createLocalQueue(app.db, log);
    const mails: unknown[] = [];
    const { seen, handler, release } = gated<{ n: number }>();
    await queue.work([
      handleJob(keyedJob, async (payload) => {
        await handler(payload);
        await queue.send(mailJob, { to: 'owner@example.com' });
      }),
      handleJob(mailJob, async (mail) => void mails.push(mail.to)),
    ]);
    await queue.send(keyedJob, { n: 1 });
    await expect.poll(() => seen.length).toBe(1);
    const stopped = queue.stop();
    release();
    await stopped;
    expect(mails).toEqual(['owner@example.com']);
    expect(await queue.send(mailJob, { to: 'late@example.com' })).toBeNull();
  });
});
