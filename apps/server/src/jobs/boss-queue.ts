import type { FailedJob } from '@chajul/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { selectRows } from '../db/migration-status';
import type { JobDefinition, JobQueue } from './job';

/** pg-boss's minimum: a killed worker's long job is tried again this soon after its last beat. */
const HEARTBEAT_SECONDS = 10;
/** A long job that beats its heart may run this long (a nationwide import, a model switch). */
const LONG_EXPIRY_SECONDS = 6 * 3600;
const SHORT_EXPIRY_SECONDS = 15 * 60;
/** Finished jobs, failed ones too (the admin's 실패한 작업), stay this long. */
const KEEP_SECONDS = 7 * 24 * 3600;
const SCHEMA = 'pgboss';
/**
 * A send wakes the worker at once (NOTIFY); retries and delayed jobs are found by polling,
 * at most this late (pg-boss polls every 30 s by default while NOTIFY works).
 */
const POLLING = { pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 5 };
/** How long a stop waits for the jobs that run (a server's graceful shutdown). */
const STOP_TIMEOUT_MS = 20_000;

/**
 * The job queue on PostgreSQL: pg-boss in its own schema `pgboss` (ADR 101). Every process
 * can enqueue; only processes with JOBS=1 (the worker, or a single server) fetch and run
 * jobs and supervise the queue (expiry, dead heartbeats, clean-up). LISTEN/NOTIFY wakes a
 * worker within milliseconds of a send.
 */
export async function createBossQueue(options: {
  url: string;
  db: Db;
  log: FastifyBaseLogger;
  working: boolean;
  /** How often a working process looks for dead heartbeats and expired jobs. */
  superviseSeconds: number;
}): Promise<JobQueue> {
  const { db, log, working } = options;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: SCHEMA,
    application_name: working ? 'chajul-worker' : 'chajul-web',
    max: 4,
    useListenNotify: true,
    schedule: false,
    supervise: working,
    superviseIntervalSeconds: options.superviseSeconds,
    monitorIntervalSeconds: options.superviseSeconds,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const active = new Set<Promise<unknown>>();
  const stopping = new AbortController();

  const createQueue = async (definition: JobDefinition) => {
    const changeable = {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.long ? LONG_EXPIRY_SECONDS : SHORT_EXPIRY_SECONDS,
      ...(definition.long ? { heartbeatSeconds: HEARTBEAT_SECONDS } : {}),
      deleteAfterSeconds: KEEP_SECONDS,
      notify: true,
    };
    // A queue's policy is fixed when it is created; the rest follows the definition.
    const policy = definition.stately ? ('stately' as const) : ('standard' as const);
    if (await boss.getQueue(definition.name)) await boss.updateQueue(definition.name, changeable);
    else await boss.createQueue(definition.name, { ...changeable, policy }).catch(() => undefined);
  };

  return {
    kind: 'pg-boss',
    working,
    async work(definitions) {
      // Every process creates the queues, so a web process can send before a worker ran.
      for (const definition of definitions) await createQueue(definition);
      if (!working) return;
      for (const definition of definitions) {
        await boss.work(definition.name, POLLING, async ([job]) => {
          const run = definition.run((job?.data ?? {}) as Record<string, unknown>, stopping.signal);
          active.add(run);
          try {
            return await run;
          } finally {
            active.delete(run);
          }
        });
      }
    },
    async send(name, data, sendOptions = {}) {
      return boss.send(name, data, {
        ...(sendOptions.singletonKey === undefined
          ? {}
          : { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.singletonSeconds
          ? { singletonSeconds: Math.max(1, Math.round(sendOptions.singletonSeconds)) }
          : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async pending(name, singletonKey) {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select id::text from ${sql.identifier(SCHEMA)}.job
            where name = ${name} and singleton_key = ${singletonKey}
              and state in ('created', 'retry', 'active') limit 1`,
      );
      return rows.length > 0;
    },
    async failed(limit): Promise<FailedJob[]> {
      const rows = await selectRows<{
        id: string;
        name: string;
        error: string | null;
        attempts: number;
        failed_ms: number;
      }>(
        db,
        sql`select id::text, name, output->>'message' as error, retry_count + 1 as attempts,
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
    },
    async idle() {
      for (;;) {
        const rows = await selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.identifier(SCHEMA)}.job
              where state in ('created', 'retry', 'active') and start_after <= now()`,
        );
        if (!rows[0]?.n && !active.size) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
