import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/migration-status';
import { createBossQueue } from '../src/jobs/boss-queue';
import { z } from 'zod';
import type { HandledJob } from '../src/jobs/job';
import { defineJob, handleJob } from '../src/jobs/job';
import { authHeaders, createAdmin } from './factories';
import { buildTestApp } from './helper';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** An app, and a second working queue on its database that runs only `job`. */
async function appWithQueue(job: HandledJob) {
  const app = await buildTestApp();
  const queue = await createBossQueue({
    url: app.database.url!,
    db: app.db,
    log: pino({ level: 'silent' }),
    working: true,
    superviseSeconds: 1,
  });
  await queue.work([job]);
  return { app, queue };
}

// pg-boss needs PostgreSQL's wire protocol: this runs in CI's PostgreSQL pass.
describe.skipIf(!onPostgres)('the pg-boss queue (PostgreSQL, ADR 101)', () => {
  it('keeps a job that failed every try, and the admin page lists it with its error and tries', async () => {
    const name = 'always-fails';
    const job = defineJob({ name, payload: z.object({}), retryLimit: 1, retryDelaySeconds: 1 });
    let tries = 0;
    const { app, queue } = await appWithQueue(
      handleJob(job, async () => {
        tries++;
        // A NUL and binary fields, as an error about binary input may carry: jsonb refuses NUL.
        throw Object.assign(new Error(`SMTP 421\u0000 (try ${tries})`), {
          body: Buffer.from([0, 1, 2]).toString('latin1'),
        });
      }),
    );
    try {
      await queue.send(job, {});
      await expect.poll(async () => (await queue.failed(5)).length, { timeout: 15_000 }).toBe(1);
      expect(tries).toBe(2);
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/failed-jobs',
        headers: await authHeaders(app, await createAdmin(app)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().content[0]).toMatchObject({
        name,
        error: 'SMTP 421 (try 2)',
        attempts: 2,
      });
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('a database pg-boss 12 set up starts: its newer schema is dropped and made again', async () => {
    const app = await buildTestApp();
    try {
      await app.db.execute(sql`update pgboss.version set version = 99`);
      await app.db.execute(sql`create table pgboss.left_by_12 (id int)`);
      const queue = await createBossQueue({
        url: app.database.url!,
        db: app.db,
        log: pino({ level: 'silent' }),
        working: false,
        superviseSeconds: 1,
      });
      await queue.stop();
      const [row] = await selectRows<{ version: number }>(
        app.db,
        sql`select version from pgboss.version`,
      );
      expect(Number(row!.version)).toBe(24);
      const left = await selectRows(
        app.db,
        sql`select 1 from information_schema.tables where table_name = 'left_by_12'`,
      );
      expect(left).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('a long job that runs past its heartbeat window is not taken from its live worker', async () => {
    const job = defineJob({
      name: 'slow-import',
      payload: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 1,
      long: true,
    });
    let tries = 0;
    const { app, queue } = await appWithQueue(
      handleJob(job, async () => {
        tries++;
        // Longer than the 10 s a beat buys: only the beats keep the job this worker's.
        await new Promise((resolve) => setTimeout(resolve, 14_000));
      }),
    );
    try {
      const id = await queue.send(job, {});
      await expect
        .poll(
          async () =>
            (
              await selectRows<{ state: string }>(
                app.db,
                sql`select state from pgboss.job where id = ${id}::uuid`,
              )
            )[0]?.state,
          { timeout: 25_000, interval: 250 },
        )
        .toBe('completed');
      expect(tries).toBe(1);
    } finally {
      await queue.stop();
    }
  }, 40_000);
});
