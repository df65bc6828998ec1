import type { FailedJob } from '@chajul/contracts';
import { desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { failedJobs } from '../db/schema';
import type { HandledJob, JobDefinition, JobQueue, SendOptions } from './job';
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

/** What a local queue keeps: its handlers, lanes, singleton slots and the stop's progress. */
type LocalQueueState = {
  db: Db;
  log: FastifyBaseLogger;
  handled: Map<string, HandledJob>;
  lanes: Map<string, Lane>;
  /** The singleton window each `name:key` last sent in. */
  slots: Map<string, number>;
  idleWaiters: (() => void)[];
  /** Aborted when stop() begins: every wait ends, no more retries; jobs sent meanwhile still run once. */
  stopping: AbortController;
  nextId: number;
  /** After stop() drained every job: nothing more is taken. */
  stopped: boolean;
};

/**
 * The job runner of a PGlite process (ADR 101): PGlite has no wire protocol, so pg-boss
 * cannot reach it from another process, and no other process may open its files (ADR 098).
 * Jobs run here, in this process, as pg-boss runs them: one at a time per job name, highest
 * priority first (fair queues, ADR 116), with the definitions' tries and back-off; one that
 * fails every try is kept in `failed_jobs` for the admin page. Waiting jobs live in memory:
 * the schedules ask again after a restart, and a mail lost to a crash is a known limit.
 */
export function createLocalQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const state: LocalQueueState = {
    db,
    log,
    handled: new Map(),
    lanes: new Map(),
    slots: new Map(),
    idleWaiters: [],
    stopping: new AbortController(),
    nextId: 0,
    stopped: false,
  };
  return {
    kind: 'in-process',
    working: true,
    async work(jobs) {
      for (const job of jobs) state.handled.set(job.definition.name, job);
    },
    send: async (definition, payload, options: SendOptions = {}) =>
      send(state, definition, payload, options),
    pending: async (definition, singletonKey) => pending(state, definition.name, singletonKey),
    failed: (limit) => failed(state, limit),
    idle: () => idle(state),
    stop: () => stop(state),
  };
}

/** Queues a job in its lane, or refuses it (null) as a singleton, stately or stopping queue does. */
function send(
  state: LocalQueueState,
  definition: JobDefinition,
  payload: unknown,
  options: SendOptions,
): string | null {
  const job = state.handled.get(definition.name);
  if (!job) throw new Error(`job ${definition.name}: sent before the app was ready`);
  // Stopping: jobs for later are left to the next start (the schedules ask again).
  if (state.stopped || (state.stopping.signal.aborted && options.startAfterSeconds)) return null;
  const key = options.singletonKey;
  if (
    key !== undefined &&
    options.singletonSeconds &&
    !takeSlot(state, definition.name, key, options.singletonSeconds)
  ) {
    return null;
  }
  const lane = laneOf(state, definition.name);
  const waitsAlready = lane.waiting.some((e) => e.key === key && e.tries === 1);
  if (key !== undefined && definition.stately && waitsAlready) return null;
  const fair = fairValue(definition, payload);
  lane.waiting.push({
    job,
    data: payload,
    key,
    fair,
    priority: fair === undefined ? 0 : fairPriority(lane, fair),
    seq: ++state.nextId,
    dueAt: Date.now() + (options.startAfterSeconds ?? 0) * 1000,
    tries: 1,
  });
  pump(state, lane);
  return String(state.nextId);
}

/** False when the job and key were already sent in this singleton window; else takes it. */
function takeSlot(state: LocalQueueState, name: string, key: string, seconds: number): boolean {
  const slot = Math.floor(Date.now() / 1000 / seconds);
  if (state.slots.get(`${name}:${key}`) === slot) return false;
  state.slots.set(`${name}:${key}`, slot);
  return true;
}

/** The job name's lane, made on first use. */
function laneOf(state: LocalQueueState, name: string): Lane {
  let lane = state.lanes.get(name);
  if (!lane) state.lanes.set(name, (lane = { waiting: [], running: undefined, timer: undefined }));
  return lane;
}

/** Below the lowest priority the same member's unfinished jobs hold (ADR 116). */
function fairPriority(lane: Lane, fair: string): number {
  const mine = [...lane.waiting, ...(lane.running ? [lane.running] : [])].filter(
    (e) => e.fair === fair,
  );
  return mine.length ? Math.min(...mine.map((e) => e.priority)) - 1 : 0;
}

/** Starts the lane's next due job, or wakes the lane when its first back-off ends. */
function pump(state: LocalQueueState, lane: Lane): void {
  clearTimeout(lane.timer);
  lane.timer = undefined;
  if (lane.running) return;
  const now = Date.now();
  const due = lane.waiting.filter((e) => state.stopping.signal.aborted || e.dueAt <= now);
  if (!due.length) {
    if (lane.waiting.length) {
      const next = Math.min(...lane.waiting.map((e) => e.dueAt));
      lane.timer = setTimeout(() => pump(state, lane), next - now);
    }
    return settle(state);
  }
  const entry = due.sort(before)[0]!;
  lane.waiting.splice(lane.waiting.indexOf(entry), 1);
  lane.running = entry;
  queueMicrotask(() => void attempt(state, lane, entry));
}

/** Runs one try of a job; a failure is tried again after its back-off, or recorded as failed. */
async function attempt(state: LocalQueueState, lane: Lane, entry: Entry): Promise<void> {
  const { definition } = entry.job;
  try {
    await entry.job.run(entry.data, state.stopping.signal);
  } catch (error) {
    const last =
      entry.tries > definition.retryLimit ||
      state.stopping.signal.aborted ||
      error instanceof BadPayloadError;
    if (last) {
      await recordFailure(state, entry, error);
    } else {
      state.log.warn(
        { job: definition.name, err: error, tries: entry.tries },
        'job failed; it will be tried again',
      );
      const tries = entry.tries + 1;
      lane.waiting.push({ ...entry, tries, dueAt: Date.now() + retryDelayMs(definition, tries) });
    }
  } finally {
    lane.running = undefined;
    pump(state, lane);
  }
}

/** Keeps a job that failed every try in `failed_jobs` for the admin page. */
async function recordFailure(state: LocalQueueState, entry: Entry, error: unknown): Promise<void> {
  const { name } = entry.job.definition;
  state.log.error({ job: name, err: error, tries: entry.tries }, 'job failed every try');
  await state.db
    .insert(failedJobs)
    .values({
      name,
      data: entry.data as Record<string, unknown>,
      error: errorText(error),
      attempts: entry.tries,
    })
    .catch((cause: unknown) => state.log.error({ job: name, err: cause }, 'job not recorded'));
}

/** Whether a job of that name and key waits or runs. */
function pending(state: LocalQueueState, name: string, singletonKey: string): boolean {
  const lane = state.lanes.get(name);
  if (!lane) return false;
  return [...lane.waiting, lane.running].some((e) => e?.key === singletonKey);
}

/** The latest jobs that failed every try, newest first. */
async function failed(state: LocalQueueState, limit: number): Promise<FailedJob[]> {
  const rows = await state.db
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
}

/** Whether any lane has a job waiting or running. */
function busy(state: LocalQueueState): boolean {
  return [...state.lanes.values()].some((lane) => lane.running || lane.waiting.length);
}

/** Wakes whoever waits for the queue to be idle, once it is. */
function settle(state: LocalQueueState): void {
  if (busy(state)) return;
  for (const wake of state.idleWaiters.splice(0)) wake();
}

/** Resolves when no job waits or runs. */
async function idle(state: LocalQueueState): Promise<void> {
  if (busy(state)) await new Promise<void>((resolve) => state.idleWaiters.push(resolve));
}

/** Ends back-off waits and jobs for later at once, lets running jobs finish, then takes no more. */
async function stop(state: LocalQueueState): Promise<void> {
  state.stopping.abort();
  // Running jobs, and mail they send meanwhile, run to the end.
  for (const lane of state.lanes.values()) pump(state, lane);
  await idle(state);
  state.stopped = true;
}
