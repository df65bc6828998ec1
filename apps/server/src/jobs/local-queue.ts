import type { FailedJob } from '@chajul/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { failedJobs } from '../db/schema';
import type { HandledJob, JobQueue, SendOptions } from './job';
import { BadPayloadError, errorText, fairValue, retryDelayMs } from './job';

/** A job that waits for its turn, runs, or waits out its back-off before the next try. */
type Entry = {
  job: HandledJob;
  data: unknown;
  key: string | undefined;
  fair: string | undefined;
  /** Higher first, then the order of sending: pg-boss's `priority desc, created_on`. */
  priority: number;
  seq: number;
  dueAt: number;
  tries: number;
};

/** One queue per job name, one job running at a time: a pg-boss worker's `batchSize` 1. */
type Lane = { waiting: Entry[]; running: Entry | undefined; timer: NodeJS.Timeout | undefined };

const before = (a: Entry, b: Entry) => b.priority - a.priority || a.seq - b.seq;

/**
 * The job runner of a PGlite process (ADR 101): PGlite has no wire protocol, so pg-boss
 * cannot reach it from another process, and no other process may open its files (ADR 098).
 * Jobs run here, in this process, as pg-boss runs them: one at a time per job name, highest
 * priority first (fair queues, ADR 116), with the definitions' tries and back-off; one that
 * fails every try is kept in `failed_jobs` for the admin page. Waiting jobs live in memory:
 * the schedules ask again after a restart, and a mail lost to a crash is a known limit.
 */
export function createLocalQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const handled = new Map<string, HandledJob>();
  const lanes = new Map<string, Lane>();
  const slots = new Map<string, number>();
  const idleWaiters: (() => void)[] = [];
  /** Aborted when stop() begins: every wait ends, no more retries; jobs sent meanwhile still run once. */
  const stopping = new AbortController();
  let nextId = 0;
  /** After stop() drained every job: nothing more is taken. */
  let stopped = false;

  const laneOf = (name: string) => {
    let lane = lanes.get(name);
    if (!lane) lanes.set(name, (lane = { waiting: [], running: undefined, timer: undefined }));
    return lane;
  };
  const busy = () => [...lanes.values()].some((lane) => lane.running || lane.waiting.length);
  const settle = () => {
    if (busy()) return;
    for (const wake of idleWaiters.splice(0)) wake();
  };
  const idle = async () => {
    if (busy()) await new Promise<void>((resolve) => idleWaiters.push(resolve));
  };

  /** Starts the lane's next due job, or wakes the lane when its first back-off ends. */
  function pump(lane: Lane) {
    clearTimeout(lane.timer);
    lane.timer = undefined;
    if (lane.running) return;
    const now = Date.now();
    const due = lane.waiting.filter((e) => stopping.signal.aborted || e.dueAt <= now);
    if (!due.length) {
      if (lane.waiting.length) {
        const next = Math.min(...lane.waiting.map((e) => e.dueAt));
        lane.timer = setTimeout(() => pump(lane), next - now);
      }
      return settle();
    }
    const entry = due.sort(before)[0]!;
    lane.waiting.splice(lane.waiting.indexOf(entry), 1);
    lane.running = entry;
    queueMicrotask(() => void attempt(lane, entry));
  }

  async function attempt(lane: Lane, entry: Entry) {
    const { definition } = entry.job;
    try {
      await entry.job.run(entry.data, stopping.signal);
    } catch (error) {
      const last =
        entry.tries > definition.retryLimit ||
        stopping.signal.aborted ||
        error instanceof BadPayloadError;
      if (last) {
        log.error({ job: definition.name, err: error, tries: entry.tries }, 'job failed every try');
        await db
          .insert(failedJobs)
          .values({
            name: definition.name,
            data: entry.data as Record<string, unknown>,
            error: errorText(error),
            attempts: entry.tries,
          })
          .catch((cause: unknown) =>
            log.error({ job: definition.name, err: cause }, 'job not recorded'),
          );
      } else {
        log.warn(
          { job: definition.name, err: error, tries: entry.tries },
          'job failed; it will be tried again',
        );
        const tries = entry.tries + 1;
        lane.waiting.push({ ...entry, tries, dueAt: Date.now() + retryDelayMs(definition, tries) });
      }
    } finally {
      lane.running = undefined;
      pump(lane);
    }
  }

  /** Below the lowest priority the same member's unfinished jobs hold (ADR 116). */
  const fairPriority = (lane: Lane, fair: string) => {
    const mine = [...lane.waiting, ...(lane.running ? [lane.running] : [])].filter(
      (e) => e.fair === fair,
    );
    return mine.length ? Math.min(...mine.map((e) => e.priority)) - 1 : 0;
  };

  return {
    kind: 'in-process',
    working: true,
    async work(jobs) {
      for (const job of jobs) handled.set(job.definition.name, job);
    },
    async send(definition, payload, options: SendOptions = {}) {
      const job = handled.get(definition.name);
      if (!job) throw new Error(`job ${definition.name}: sent before the app was ready`);
      // Stopping: jobs for later are left to the next start (the schedules ask again).
      if (stopped || (stopping.signal.aborted && options.startAfterSeconds)) return null;
      const key = options.singletonKey;
      if (key !== undefined && options.singletonSeconds) {
        const slot = Math.floor(Date.now() / 1000 / options.singletonSeconds);
        if (slots.get(`${definition.name}:${key}`) === slot) return null;
        slots.set(`${definition.name}:${key}`, slot);
      }
      const lane = laneOf(definition.name);
      const waitsAlready = lane.waiting.some((e) => e.key === key && e.tries === 1);
      if (key !== undefined && definition.stately && waitsAlready) return null;
      const fair = fairValue(definition, payload);
      lane.waiting.push({
        job,
        data: payload,
        key,
        fair,
        priority: fair === undefined ? 0 : fairPriority(lane, fair),
        seq: ++nextId,
        dueAt: Date.now() + (options.startAfterSeconds ?? 0) * 1000,
        tries: 1,
      });
      pump(lane);
      return String(nextId);
    },
    async pending(definition, singletonKey) {
      const lane = lanes.get(definition.name);
      if (!lane) return false;
      return [...lane.waiting, lane.running].some((e) => e?.key === singletonKey);
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
    idle,
    async stop() {
      stopping.abort();
      // Back-off waits and jobs for later end at once; running jobs, and mail they send
      // meanwhile, run to the end.
      for (const lane of lanes.values()) pump(lane);
      await idle();
      stopped = true;
    },
  };
}
