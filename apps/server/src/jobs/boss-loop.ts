import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { errorText } from './job';

/** The first wait before a job's end is saved again; it doubles up to the longest. */
const SAVE_RETRY_MS = 500;
const SAVE_RETRY_MAX_MS = 5_000;

export type QueueLoop = {
  /** Ends the wait for the next poll: a job was just sent from this process. */
  wake(): void;
  /** The job running now, if any. */
  running(): PgBoss.Job<object> | undefined;
  /** Resolves once the loop has stopped (its job ended and saved) after the signal. */
  done: Promise<void>;
};

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/** `ms` later, or at once when `signal` ends or has ended (its abort event fires only once). */
function pause(ms: number, signal: AbortSignal, woken?: (wake: () => void) => void) {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const end = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', end);
      resolve();
    };
    const timer = setTimeout(end, ms);
    signal.addEventListener('abort', end, { once: true });
    woken?.(end);
  });
}

/** The handler's result, or its error; one still running at the job's expiry has failed. */
async function settle(running: Promise<unknown>, expireInSeconds: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    const ms = Math.max(1, expireInSeconds) * 1000;
    timer = setTimeout(() => reject(new Error(`handler execution exceeded ${ms}ms`)), ms);
  });
  try {
    return { ok: true, output: await Promise.race([running, expiry]) };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/** What pg-boss keeps as a completed job's output: an object, or a value wrapped in one. */
const outputOf = (value: unknown): object | undefined =>
  value === undefined || value === null || typeof value === 'function'
    ? undefined
    : typeof value === 'object' && !Array.isArray(value)
      ? value
      : { value };

/**
 * One queue's work on pg-boss (ADR 222): fetch a job, run it, save how it ended, one job at
 * a time. pg-boss 10's own `work()` saves the end without waiting for it (its `Manager`
 * calls `complete` and `fail` and drops the promise), so with PostgreSQL down that save
 * rejected with nobody to catch it and Node ended the process (issue 38 item 2). Here every
 * database call is awaited: a save that fails waits and tries again until the database is
 * back, and the loop goes on. A job whose end could not be saved before a stop stays active
 * until its expiry, and pg-boss then runs it again.
 */
export function startQueueLoop(options: {
  boss: PgBoss;
  name: string;
  log: FastifyBaseLogger;
  /** How long an empty queue waits before it is asked again (pg-boss 10 polls). */
  pollMs: number;
  /** The process is stopping: no new job is fetched, and waits end. */
  signal: AbortSignal;
  /** Runs one job; what it throws is the job's failure. */
  run(job: PgBoss.Job<object>): Promise<unknown>;
  /** Before a failure is saved (a refused payload's job gets no more tries). */
  beforeFail(job: PgBoss.Job<object>, error: unknown): Promise<void>;
}): QueueLoop {
  const { boss, name, log, signal } = options;
  let current: PgBoss.Job<object> | undefined;
  let wakeUp: (() => void) | undefined;
  let wokenEarly = false;

  const save = async (job: PgBoss.Job<object>, outcome: Outcome) => {
    if (outcome.ok) {
      const output = outputOf(outcome.output);
      await (output ? boss.complete(name, job.id, output) : boss.complete(name, job.id));
      return;
    }
    await options.beforeFail(job, outcome.error);
    // Only a storable message: pg-boss keeps it as jsonb, and jsonb refuses NUL.
    await boss.fail(name, job.id, new Error(errorText(outcome.error)));
  };

  /** Saves the end until the database takes it, or the process stops. */
  const saveUntilSaved = async (job: PgBoss.Job<object>, outcome: Outcome) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await save(job, outcome);
        return;
      } catch (error) {
        const given = signal.aborted;
        log.warn(
          { job: name, id: job.id, err: error },
          given
            ? 'job queue: the end of a job was not saved before the stop; it runs again after its expiry'
            : 'job queue: the end of a job was not saved; trying again',
        );
        if (given) return;
        await pause(Math.min(SAVE_RETRY_MAX_MS, SAVE_RETRY_MS * 2 ** attempt), signal);
      }
    }
  };

  const fetchOne = async () => {
    try {
      const [job] = await boss.fetch<object>(name);
      return job;
    } catch (error) {
      log.warn({ job: name, err: error }, 'job queue: fetching failed; trying again');
      return undefined;
    }
  };

  const loop = async () => {
    while (!signal.aborted) {
      const job = await fetchOne();
      if (!job) {
        if (wokenEarly) wokenEarly = false;
        else await pause(options.pollMs, signal, (wake) => (wakeUp = wake));
        wakeUp = undefined;
        continue;
      }
      // The next fetch follows at once: a queue with more waiting is not held (ADR 116).
      current = job;
      try {
        const outcome = await settle(options.run(job), job.expireInSeconds);
        if (!outcome.ok) {
          log.warn(
            { job: name, id: job.id, err: outcome.error },
            'job failed; pg-boss may try again',
          );
        }
        await saveUntilSaved(job, outcome);
      } finally {
        current = undefined;
      }
    }
  };

  return {
    wake() {
      if (wakeUp) wakeUp();
      else wokenEarly = true;
    },
    running: () => current,
    // Nothing in the loop throws; were it to, the queue stops with a log line, not the process.
    done: loop().catch((error: unknown) =>
      log.error({ job: name, err: error }, 'job queue: loop ended'),
    ),
  };
}
