import type { DogImportSource } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import {
  applyRetentionJob,
  askStillLostJob,
  embedPhotosJob,
  importDogsJob,
  importLossNoticesJob,
  importSheltersJob,
  matchReportsJob,
  neighbourDueAlertsJob,
  savedAlertsJob,
  savedDogsEndingJob,
  sweepOrphanFilesJob,
  withdrawMembersJob,
} from './catalogue';
import type { JobDefinition, JobQueue } from './job';

type Schedule = { job: JobDefinition; key: string; data: unknown; everyMs: number };

/** One schedule, its payload checked against the job's schema by the compiler. */
const every = <S extends z.ZodType>(
  job: JobDefinition<S>,
  everyMs: number,
  key: string,
  data: z.input<S>,
): Schedule => ({ job, key, data, everyMs });

/**
 * How often the retention rules run (visitors' unconfirmed found/seen reports among them,
 * ADR 166), and withdrawals cut short by a crash are finished (ADR 165).
 */
const PURGE_EVERY_MS = 3600_000;
/** How often stored files no row names are looked for (ADR 166). */
const SWEEP_EVERY_MS = 6 * 3600_000;
/** How often reports due the 14-day question are looked for: an hour late is no matter. */
const STILL_LOST_EVERY_MS = 3600_000;
/** Saved searches' digests held back by their day's wait go out within the hour (issue 30). */
const SAVED_ALERTS_EVERY_MS = 3600_000;
/** Saved dogs' notices ending in 2 days are looked for once a day (ADR 181). */
const NOTICES_ENDING_EVERY_MS = 86_400_000;
/** Area alerts held by quiet hours go within this of their end (ADR 241). */
const NEIGHBOUR_DUE_EVERY_MS = 5 * 60_000;
/** The first look comes this soon after the start. */
const FIRST_TICK_MS = 1000;

/** What runs by itself, and how often (docs/operations.md "설정", ADR 033, ADR 101). */
export function schedulesOf(deps: {
  config: Pick<Config, 'publicData' | 'search'>;
  /** The dog sources that have a key (modules/dog-imports' runner): jobs/ imports no module. */
  dogImports: { configured(): DogImportSource[] };
}): Schedule[] {
  const { publicData, search } = deps.config;
  const everyIndexerRun = search.reindexIntervalSeconds * 1000;
  return [
    ...deps.dogImports.configured().map((source) =>
      every(importDogsJob, publicData.syncIntervalMinutes * 60_000, source, {
        source,
        trigger: 'schedule',
      }),
    ),
    // The lost-animal notices ride the stray dogs' schedule and budget (ADR 246).
    ...(publicData.key
      ? [
          every(importLossNoticesJob, publicData.syncIntervalMinutes * 60_000, 'all', {
            trigger: 'schedule',
          }),
        ]
      : []),
    ...(publicData.key
      ? [every(importSheltersJob, publicData.shelterSyncIntervalMinutes * 60_000, 'all', {})]
      : []),
    every(applyRetentionJob, PURGE_EVERY_MS, 'all', {}),
    every(withdrawMembersJob, PURGE_EVERY_MS, 'all', {}),
    every(sweepOrphanFilesJob, SWEEP_EVERY_MS, 'all', {}),
    every(askStillLostJob, STILL_LOST_EVERY_MS, 'all', {}),
    every(savedAlertsJob, SAVED_ALERTS_EVERY_MS, 'all', {}),
    every(savedDogsEndingJob, NOTICES_ENDING_EVERY_MS, 'all', {}),
    every(neighbourDueAlertsJob, NEIGHBOUR_DUE_EVERY_MS, 'all', {}),
    ...(everyIndexerRun > 0
      ? [embedPhotosJob, matchReportsJob].map((job) => every(job, everyIndexerRun, 'all', {}))
      : []),
  ];
}

/**
 * Asks for each scheduled job once per period, from every process that runs jobs. The queue
 * keeps one job per period and key (singletonSeconds), so several workers, or a worker and a
 * server, run each schedule once. Returns the stop.
 */
export function startSchedules(
  queue: JobQueue,
  schedules: Schedule[],
  log: FastifyBaseLogger,
): () => void {
  const timers: NodeJS.Timeout[] = [];
  for (const schedule of schedules) {
    const tick = () =>
      void queue
        .send(schedule.job, schedule.data, {
          singletonKey: schedule.key,
          singletonSeconds: schedule.everyMs / 1000,
        })
        .catch((error: unknown) =>
          log.error({ job: schedule.job.name, err: error }, 'scheduled job not sent'),
        );
    const first = setTimeout(tick, FIRST_TICK_MS);
    const every = setInterval(tick, schedule.everyMs);
    first.unref();
    every.unref();
    timers.push(first, every);
  }
  return () => timers.forEach((timer) => clearTimeout(timer));
}
