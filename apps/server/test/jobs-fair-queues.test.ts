import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBossQueue } from '../src/jobs/boss-queue';
import type { JobQueue } from '../src/jobs/job';
import { defineJob, handleJob } from '../src/jobs/job';
import { createLocalQueue } from '../src/jobs/local-queue';
import { buildTestApp } from './helper';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const app = await buildTestApp();
const log = pino({ level: 'silent' });

/** A fresh queue of each kind on the app's database: pg-boss needs PostgreSQL's wire protocol. */
const queues: [string, () => Promise<JobQueue>][] = [
  ['the in-process runner', async () => createLocalQueue(app.db, log)],
  ...(onPostgres
    ? [
        [
          'pg-boss',
          () =>
            createBossQueue({
              url: app.database.url!,
              db: app.db,
              log,
              working: true,
              superviseSeconds: 1,
            }),
        ] as [string, () => Promise<JobQueue>],
      ]
    : []),
];

/** Each test its own queue name: pg-boss keeps every queue of the database. */
const uniqueName = (what: string) => `test-${what}-${randomBytes(3).toString('hex')}`;

describe.each(queues)('%s (ADR 115, ADR 116)', (_kind, open) => {
  it("runs another member's job before most of one member's burst", async () => {
    const job = defineJob({
      name: uniqueName('fair'),
      payload: z.object({ memberId: z.number(), n: z.number() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      fairBy: 'memberId',
    });
    const order: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const queue = await open();
    try {
      await queue.work([
        handleJob(job, async ({ memberId, n }) => {
          order.push(`${memberId}:${n}`);
          if (order.length === 1) await gate;
        }),
      ]);
      for (let n = 1; n <= 6; n++) await queue.send(job, { memberId: 1, n });
      await queue.send(job, { memberId: 2, n: 1 });
      release();
      await expect.poll(() => order.length, { timeout: 20_000 }).toBe(7);
      expect(order.indexOf('2:1')).toBeLessThanOrEqual(1);
      // Member 1's own jobs keep the order they were sent in.
      expect(order.filter((run) => run.startsWith('1:'))).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `1:${n}`),
      );
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('a payload its schema refuses fails at once, with the reason, and is listed as failed', async () => {
    const name = uniqueName('strict');
    const job = defineJob({
      name,
      payload: z.object({ reportId: z.number().int() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
    });
    let calls = 0;
    const queue = await open();
    try {
      await queue.work([handleJob(job, async () => void calls++)]);
      // A job sent by an older version, or past the compiler with a cast.
      await queue.send(job, { reportId: 'seven' } as unknown as { reportId: number });
      const failedOf = async () => (await queue.failed(50)).filter((f) => f.name === name);
      await expect.poll(async () => (await failedOf()).length, { timeout: 20_000 }).toBe(1);
      const [failed] = await failedOf();
      expect(failed).toMatchObject({ attempts: 1 });
      expect(failed!.error).toMatch(/payload refused.*reportId/);
      expect(calls).toBe(0);
    } finally {
      await queue.stop();
    }
  }, 30_000);
});
