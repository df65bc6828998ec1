import { defaultMaxListeners, setMaxListeners } from 'node:events';
import type { FailedJob } from '@chajul/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { selectRows } from '../db/migration-status';
import type { QueueLoop } from './boss-loop';
import { startQueueLoop } from './boss-loop';
import type { HandledJob, JobDefinition, JobQueue, SendOptions } from './job';
import { BadPayloadError, fairValue } from './job';

/**
 * pg-boss 10 has no heartbeat (12 has, but needs Node 22; ADR 101): a long job's expiry is
 * moved to this far past its latest beat, so a killed worker's job is tried again this soon.
 */
const HEARTBEAT_SECONDS = 10;
const BEAT_EVERY_MS = 5_000;
/** A long job may run this long (a nationwide import, a model switch): pg-boss's own cap. */
const LONG_EXPIRY_SECONDS = 6 * 3600;
const SHORT_EXPIRY_SECONDS = 15 * 60;
/**
 * Finished jobs, failed ones too (the admin's 실패한 작업), stay in `pgboss.job` this long,
 * then pg-boss moves them to its archive. A schedule's slot (singletonSeconds) must not be
 * longer: pg-boss refuses, since an archived job no longer holds its slot.
 */
const KEEP_SECONDS = 7 * 24 * 3600;
/** How long archived jobs wait before pg-boss deletes them: nothing reads the archive. */
const ARCHIVE_KEEP_SECONDS = 3600;
const SCHEMA = 'pgboss';
/** The `pgboss` schema version pg-boss 10 creates and migrates to. */
const SCHEMA_VERSION = 24;
/**
 * pg-boss 10 finds new jobs by polling (12 is woken by NOTIFY): a job sent by another
 * process (a web process with JOBS=0) or due for a retry runs at most this late; a send from
 * this process wakes its queue's loop at once. A fetch per queue per poll: a worker's idle
 * load.
 */
const POLL_MS = 2_000;
/** idle() waits for a failed job's retry when it is due within this many seconds. */
const RETRY_WAIT_SECONDS = 10;
/** How long a stop waits for the jobs that run (a server's graceful shutdown). */
const STOP_TIMEOUT_MS = 20_000;

/**
 * A database set up by pg-boss 12 (before ADR 101 moved to 10) has a schema 10 cannot use:
 * it is dropped so 10 makes its own. Only waiting jobs and the failed-job history go; the
 * schedules ask again. Under a lock, so a process starting beside another that already
 * made the new schema never drops it.
 */
async function dropNewerSchema(db: Db, log: FastifyBaseLogger) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chajul pgboss schema'))`);
    const [table] = await selectRows<{ found: number }>(
      tx as unknown as Db,
      sql`select 1 as found from information_schema.tables
          where table_schema = ${SCHEMA} and table_name = 'version'`,
    );
    if (!table) return;
    const [row] = await selectRows<{ version: number }>(
      tx as unknown as Db,
      sql`select version from ${sql.identifier(SCHEMA)}.version`,
    );
    if (!row || Number(row.version) <= SCHEMA_VERSION) return;
    log.warn(
      { version: row.version },
      'job queue: the pgboss schema is from a newer pg-boss; dropping it (waiting jobs are lost, schedules ask again)',
    );
    await tx.execute(sql`drop schema ${sql.identifier(SCHEMA)} cascade`);
  });
}

export type BossQueueOptions = {
  url: string;
  db: Db;
  log: FastifyBaseLogger;
  working: boolean;
  /** How often a working process looks for dead heartbeats and expired jobs. */
  superviseSeconds: number;
};

/** What a pg-boss queue keeps: pg-boss, this process's loops and running jobs, the stop. */
type BossQueueState = {
  boss: PgBoss;
  db: Db;
  log: FastifyBaseLogger;
  working: boolean;
  active: Set<Promise<unknown>>;
  /** This process's loop of each queue, woken by its own sends. */
  loops: Map<string, QueueLoop>;
  stopping: AbortController;
};

/**
 * The job queue on PostgreSQL: pg-boss in its own schema `pgboss` (ADR 101). Every process
 * can enqueue; only processes with JOBS=1 (the worker, or a single server) fetch and run
 * jobs and supervise the queue (expiry of dead heartbeats, archiving, clean-up).
 */
export async function createBossQueue(options: BossQueueOptions): Promise<JobQueue> {
  const { db, log, working } = options;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: SCHEMA,
    application_name: working ? 'chajul-worker' : 'chajul-web',
    max: 4,
    schedule: false,
    supervise: working,
    maintenanceIntervalSeconds: options.superviseSeconds,
    archiveCompletedAfterSeconds: KEEP_SECONDS,
    deleteAfterSeconds: ARCHIVE_KEEP_SECONDS,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await dropNewerSchema(db, log);
  await boss.start();
  const state: BossQueueState = {
    boss,
    db,
    log,
    working,
    active: new Set(),
    loops: new Map(),
    stopping: new AbortController(),
  };
  return {
    kind: 'pg-boss',
    working,
    work: (jobs) => work(state, jobs),
    send: (definition, payload, sendOptions = {}) => send(state, definition, payload, sendOptions),
    pending: (definition, singletonKey) => pending(state, definition.name, singletonKey),
    failed: (limit) => failed(state, limit),
    idle: () => idle(state),
    stop: () => stop(state),
  };
}

/** Creates the queues (every process, so a web process can send) and, working, runs them. */
async function work(state: BossQueueState, jobs: HandledJob[]): Promise<void> {
  for (const { definition } of jobs) await createQueue(state, definition);
  if (!state.working) return;
  // Each queue's loop waits on the stop signal, and so may the job it runs.
  setMaxListeners(defaultMaxListeners + 2 * jobs.length, state.stopping.signal);
  for (const handled of jobs) state.loops.set(handled.definition.name, startLoop(state, handled));
}

/** Creates or updates a job's queue from its definition (the policy a job takes when sent). */
async function createQueue(state: BossQueueState, definition: JobDefinition): Promise<void> {
  const queue = {
    name: definition.name,
    // A job takes its queue's policy when it is sent.
    policy: definition.stately ? ('stately' as const) : ('standard' as const),
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: definition.long ? LONG_EXPIRY_SECONDS : SHORT_EXPIRY_SECONDS,
  };
  // Creating does nothing when the queue exists; the update follows the definition.
  await state.boss.createQueue(definition.name, queue);
  await state.boss.updateQueue(definition.name, queue);
}

/**
 * One job at a time per queue and process, as pg-boss's work() with batchSize 1 ran them;
 * the loop saves each end itself (ADR 222).
 */
function startLoop(state: BossQueueState, handled: HandledJob): QueueLoop {
  const { name } = handled.definition;
  return startQueueLoop({
    boss: state.boss,
    name,
    log: state.log,
    pollMs: POLL_MS,
    signal: state.stopping.signal,
    run: async (job) => {
      const running = run(state, handled, job);
      state.active.add(running);
      try {
        return await running;
      } finally {
        state.active.delete(running);
      }
    },
    // A payload its schema refused fails now: pg-boss fails a job whose tries are used up.
    beforeFail: async (job, error) => {
      if (error instanceof BadPayloadError) await lastTry(state, name, job.id);
    },
  });
}

/** Runs a job's handler; a long job beats while it runs, so its expiry follows it. */
async function run(
  state: BossQueueState,
  { definition, run: handle }: HandledJob,
  job: PgBoss.Job<object>,
): Promise<unknown> {
  let beating: NodeJS.Timeout | undefined;
  if (definition.long) {
    await beat(state, job.name, job.id);
    beating = setInterval(
      () =>
        void beat(state, job.name, job.id).catch((error: unknown) =>
          state.log.warn({ job: job.name, err: error }, 'job heartbeat not saved'),
        ),
      BEAT_EVERY_MS,
    );
  }
  try {
    return await handle(job.data, state.stopping.signal);
  } finally {
    clearInterval(beating);
  }
}

/** The job's expiry ends HEARTBEAT_SECONDS from now, while it runs here (pg-boss expires it). */
async function beat(state: BossQueueState, name: string, id: string): Promise<void> {
  await state.db.execute(
    sql`update ${sql.identifier(SCHEMA)}.job
        set expire_in = now() - started_on + make_interval(secs => ${HEARTBEAT_SECONDS})
        where name = ${name} and id = ${id}::uuid and state = 'active'`,
  );
}

/** A payload its schema refused fails now: pg-boss fails a job whose tries are used up. */
async function lastTry(state: BossQueueState, name: string, id: string): Promise<void> {
  await state.db.execute(
    sql`update ${sql.identifier(SCHEMA)}.job set retry_limit = retry_count
        where name = ${name} and id = ${id}::uuid`,
  );
}

/** Sends a job with its fair priority and singleton options; a send due now wakes its loop. */
async function send(
  state: BossQueueState,
  definition: JobDefinition,
  payload: unknown,
  sendOptions: SendOptions,
): Promise<string | null> {
  const { name } = definition;
  const fair = fairValue(definition, payload);
  const id = await state.boss.send(name, payload as object, {
    ...(fair === undefined ? {} : { priority: await fairPriority(state, definition, fair) }),
    ...(sendOptions.singletonKey === undefined ? {} : { singletonKey: sendOptions.singletonKey }),
    ...(sendOptions.singletonSeconds
      ? {
          singletonSeconds: Math.min(
            KEEP_SECONDS,
            Math.max(1, Math.round(sendOptions.singletonSeconds)),
          ),
        }
      : {}),
    ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
  });
  if (id && !sendOptions.startAfterSeconds) state.loops.get(name)?.wake();
  return id;
}

/**
 * Below the lowest priority the same member's unfinished jobs hold, so each member's n-th
 * job goes before anyone's (n+1)-th (ADR 116). Two sends at the same instant may share one.
 */
async function fairPriority(
  state: BossQueueState,
  definition: JobDefinition,
  fair: string,
): Promise<number> {
  const [row] = await selectRows<{ low: number | null }>(
    state.db,
    sql`select min(priority) as low from ${sql.identifier(SCHEMA)}.job
        where name = ${definition.name} and state <= 'active'
          and data->>${definition.fairBy} = ${fair}`,
  );
  return row?.low === null || row?.low === undefined ? 0 : Number(row.low) - 1;
}

/** Whether a job of that name and key waits, waits to retry or runs, in any process. */
async function pending(
  state: BossQueueState,
  name: string,
  singletonKey: string,
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    state.db,
    sql`select id::text from ${sql.identifier(SCHEMA)}.job
        where name = ${name} and singleton_key = ${singletonKey}
          and state in ('created', 'retry', 'active') limit 1`,
  );
  return rows.length > 0;
}

/** The latest jobs that failed every try, newest first. */
async function failed(state: BossQueueState, limit: number): Promise<FailedJob[]> {
  const rows = await selectRows<{
    id: string;
    name: string;
    error: string | null;
    attempts: number;
    failed_ms: number;
  }>(
    state.db,
    // A handler's error is kept as it was thrown; an expiry's under `value`.
    sql`select id::text, name,
               coalesce(output->>'message', output->'value'->>'message') as error,
               retry_count + 1 as attempts,
               extract(epoch from coalesce(completed_on, started_on, created_on)) * 1000
                 as failed_ms
        from ${sql.identifier(SCHEMA)}.job where state = 'failed'
        order by coalesce(completed_on, started_on, created_on) desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    error: row.error ?? '',
    attempts: Number(row.attempts),
    failedAt: new Date(Number(row.failed_ms)).toISOString(),
  }));
}

/**
 * Resolves when no job due now waits or runs, in the database or in this process, and no job
 * waits to be tried again within RETRY_WAIT_SECONDS: a try that failed (a deadlock between
 * two jobs, say) is not the job's end, so whoever waits for the work sees its quick retries
 * too; a retry minutes away is not waited for.
 */
async function idle(state: BossQueueState): Promise<void> {
  for (;;) {
    const rows = await selectRows<{ n: number }>(
      state.db,
      sql`select count(*)::int as n from ${sql.identifier(SCHEMA)}.job
          where (state in ('created', 'active') and start_after <= now())
             or (state = 'retry'
                 and start_after <= now() + make_interval(secs => ${RETRY_WAIT_SECONDS}))`,
    );
    if (!rows[0]?.n && !state.active.size) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Stops the loops: the running jobs see the signal, end and are saved; one that outlasts
 * the wait is failed, so it runs again (pg-boss's stop did the same for its own workers).
 */
async function stop(state: BossQueueState): Promise<void> {
  state.stopping.abort();
  const loops = [...state.loops.values()];
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(loops.map((loop) => loop.done)),
    new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  for (const job of loops.flatMap((loop) => loop.running() ?? [])) {
    await state.boss
      .fail(job.name, job.id, new Error('pg-boss shut down while active'))
      .catch((error: unknown) =>
        state.log.warn({ job: job.name, err: error }, 'job not failed at stop'),
      );
  }
  // With the database down the stop still ends: pg-boss's pool is closed either way.
  await state.boss
    .stop({ graceful: false })
    .catch((error: unknown) => state.log.warn({ err: error }, 'job queue: stop incomplete'));
}
