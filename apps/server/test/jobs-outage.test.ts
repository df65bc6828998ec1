import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { selectRows } from '../src/db/migration-status';
import { createBossQueue } from '../src/jobs/boss-queue';
import { defineJob, handleJob } from '../src/jobs/job';
import { downloadMissingPhotos } from '../src/modules/dog-imports/photos';
import { createDog } from './dog-factory';
import { buildTestApp } from './helper';

/*
 * Issue 38 item 2 (ADR 222): PostgreSQL going away while jobs run must not take the process
 * down, and the jobs must go on once it is back. Runs in CI's PostgreSQL pass.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Takes the test file's own database away as a restart would: every open connection is
 * ended and new ones are refused until the returned function lets them in again. The
 * server's other databases (other test files running beside this one) are not touched.
 */
async function cutOff(databaseUrl: string): Promise<() => Promise<void>> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`alter database "${name}" with allow_connections false`);
  await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  let restored: Promise<void> | undefined;
  return () =>
    (restored ??= (async () => {
      await admin.query(`alter database "${name}" with allow_connections true`);
      await admin.end();
    })());
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => void unhandled.push(reason);
process.on('unhandledRejection', recordUnhandled);
afterAll(() => void process.off('unhandledRejection', recordUnhandled));

describe.skipIf(!serverUrl)('background jobs through a database outage (PostgreSQL)', () => {
  it('jobs that end while PostgreSQL is down leave the process up, and finish once it is back', async () => {
    const app = await buildTestApp();
    const completes = defineJob({
      name: 'outage-completes',
      payload: z.object({ n: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
    });
    const failsOnce = defineJob({
      name: 'outage-fails-once',
      payload: z.object({}),
      retryLimit: 3,
      retryDelaySeconds: 1,
    });
    const release = gate();
    const started: string[] = [];
    let failTries = 0;
    const queue = await createBossQueue({
      url: app.database.url!,
      db: app.db,
      log: pino({ level: 'silent' }),
      working: true,
      superviseSeconds: 1,
    });
    const stateOf = async (id: string | null) =>
      (
        await selectRows<{ state: string }>(
          app.db,
          sql`select state from pgboss.job where id = ${id}::uuid`,
        )
      )[0]?.state;
    let restore: (() => Promise<void>) | undefined;
    try {
      await queue.work([
        handleJob(completes, async ({ n }) => {
          started.push(`completes ${n}`);
          if (n === 1) await release.opened;
          return { n };
        }),
        handleJob(failsOnce, async () => {
          started.push('fails');
          if (++failTries > 1) return;
          await release.opened;
          throw new Error('the first try fails');
        }),
      ]);
      const completing = await queue.send(completes, { n: 1 });
      const failing = await queue.send(failsOnce, {});
      await expect.poll(() => started.length, { timeout: 10_000 }).toBe(2);

      // Both jobs are in flight; the database goes; they end, the one well, the other not.
      restore = await cutOff(app.database.url!);
      release.open();
      // Long enough for the completion, the failure and a few polls to meet the outage.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await restore();
      // Node ends the process on an unhandled rejection (pg-boss's own complete and fail did).
      expect(unhandled).toEqual([]);

      const poll = { timeout: 30_000, interval: 250 };
      await expect.poll(() => stateOf(completing), poll).toBe('completed');
      await expect.poll(() => stateOf(failing), poll).toBe('completed');
      expect(failTries).toBe(2);
      // The queue still runs new work, and the app answers as before.
      const after = await queue.send(completes, { n: 2 });
      await expect.poll(() => stateOf(after), poll).toBe('completed');
      await expect
        .poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, poll)
        .toBe(200);
      expect(unhandled).toEqual([]);
    } finally {
      // The database may be the worker's kept one, which the next test file uses.
      await restore?.();
      release.open();
      await queue.stop();
    }
  }, 90_000);

  it("a dog import's photo pass that meets the outage fails with it, and the process stays up", async () => {
    const app = await buildTestApp();
    await createDog(app.db, { sourceImageUrl: 'http://openapi.animal.go.kr/files/shelter/1.jpg' });
    let restore: (() => Promise<void>) | undefined;
    try {
      // The photo host fails while the database goes: the failure cannot be written down.
      const pass = downloadMissingPhotos(app.db, app.storage, {
        fetchImpl: async () => {
          restore = await cutOff(app.database.url!);
          throw new TypeError('fetch failed');
        },
      });
      await expect(pass).rejects.toThrow();
      await restore?.();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(unhandled).toEqual([]);
    } finally {
      await restore?.();
    }
  }, 30_000);
});
