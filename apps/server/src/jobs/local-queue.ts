import type { FailedJob } from '@chajul/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { failedJobs } from '../db/schema';
import type { JobDefinition, JobName, JobQueue, SendOptions } from './job';
import { errorText, retryDelayMs } from './job';

/**
 * The job runner of a PGlite process (ADR 101): PGlite has no wire protocol, so pg-boss
 * cannot reach it from another process, and no other process may open its files (ADR 098).
 * Jobs run here, in this process, with the definitions' tries and back-off; one that fails
 * every try is kept in `failed_jobs` for the admin page. Waiting jobs live in memory: the
 * schedules ask again after a restart, and a mail lost to a crash is a known limit.
 */
export function createLocalQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const definitions = new Map<JobName, JobDefinition>();
  /** Singleton keys with a job waiting to start, and the run each key waits behind. */
  const waiting = new Set<string>();
  const lastRun = new Map<string, Promise<void>>();
  const slots = new Map<string, number>();
  const active = new Set<Promise<void>>();
  /** Back-off waits, ended early by stop(). */
  const sleepers = new Map<NodeJS.Timeout, () => void>();
  /** Aborted when stop() begins: no more waits or retries; jobs sent meanwhile still run once. */
  const stopping = new AbortController();
  let nextId = 0;
  /** After stop() drained every job: nothing more is taken. */
  let stopped = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) return resolve();
      const timer = setTimeout(() => {
        sleepers.delete(timer);
        resolve();
      }, ms);
      sleepers.set(timer, resolve);
    });

  async function attempt(definition: JobDefinition, data: Record<string, unknown>) {
    for (let tries = 1; ; tries++) {
      try {
        await definition.run(data, stopping.signal);
        return;
      } catch (error) {
        if (tries > definition.retryLimit || stopping.signal.aborted) {
          log.error({ job: definition.name, err: error, tries }, 'job failed every try');
          await db
            .insert(failedJobs)
            .values({ name: definition.name, data, error: errorText(error), attempts: tries });
          return;
        }
        log.warn({ job: definition.name, err: error, tries }, 'job failed; it will be tried again');
        await sleep(retryDelayMs(definition, tries + 1));
      }
    }
  }

  return {
    kind: 'in-process',
    working: true,
    async work(list) {
      for (const definition of list) definitions.set(definition.name, definition);
    },
    async send(name, data, options: SendOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`job ${name}: sent before the app was ready`);
      // Stopping: jobs for later are left to the next start (the schedules ask again).
      if (stopped || (stopping.signal.aborted && options.startAfterSeconds)) return null;
      const key =
        options.singletonKey === undefined ? undefined : `${name}:${options.singletonKey}`;
      if (key && options.singletonSeconds) {
        const slot = Math.floor(Date.now() / 1000 / options.singletonSeconds);
        if (slots.get(key) === slot) return null;
        slots.set(key, slot);
      }
      if (key && definition.stately && waiting.has(key)) return null;
      if (key) waiting.add(key);
      const before = (key && definition.stately && lastRun.get(key)) || Promise.resolve();
      const run = before
        .then(() => sleep((options.startAfterSeconds ?? 0) * 1000))
        .then(() => {
          if (key) waiting.delete(key);
          return attempt(definition, data as Record<string, unknown>);
        })
        .catch((error: unknown) => log.error({ job: name, err: error }, 'job not recorded'));
      if (key) lastRun.set(key, run);
      active.add(run);
      void run.finally(() => {
        active.delete(run);
        if (key && lastRun.get(key) === run) lastRun.delete(key);
      });
      return String(++nextId);
    },
    async pending(name, singletonKey) {
      return lastRun.has(`${name}:${singletonKey}`);
    },
    async failed(limit): Promise<FailedJob[]> {
      const rows = await db
        .select()
        .from(failedJobs)
        .orderBy(desc(failedJobs.failedAt))
        .limit(limit);
      return rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        error: row.error,
        attempts: row.attempts,
        failedAt: row.failedAt.toISOString(),
      }));
    },
    async idle() {
      while (active.size) await Promise.allSettled([...active]);
    },
    async stop() {
      stopping.abort();
      for (const [timer, wake] of sleepers) {
        clearTimeout(timer);
        wake();
      }
      sleepers.clear();
      // Back-off waits end at once; running jobs, and mail they send meanwhile, run to the end.
      while (active.size) await Promise.allSettled([...active]);
      stopped = true;
    },
  };
}
