import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DogImportRunner } from '../ingest/dogs/runner';
import type { JobName, JobQueue } from './job';

type Schedule = { name: JobName; key: string; data: object; everyMs: number };

/** How often visitors' unconfirmed found/seen reports are looked for. */
const PURGE_EVERY_MS = 3600_000;
/** The first look comes this soon after the start. */
const FIRST_TICK_MS = 1000;

/** What runs by itself, and how often (README "설정", ADR 033, ADR 101). */
export function schedulesOf(deps: {
  config: Pick<Config, 'publicData' | 'search'>;
  dogImports: Pick<DogImportRunner, 'configured'>;
}): Schedule[] {
  const { publicData, search } = deps.config;
  const everyIndexerRun = search.reindexIntervalSeconds * 1000;
  return [
    ...deps.dogImports.configured().map((source) => ({
      name: 'import-dogs' as const,
      key: source,
      data: { source, trigger: 'schedule' },
      everyMs: publicData.syncIntervalMinutes * 60_000,
    })),
    ...(publicData.key
      ? [
          {
            name: 'import-shelters' as const,
            key: 'all',
            data: {},
            everyMs: publicData.shelterSyncIntervalMinutes * 60_000,
          },
        ]
      : []),
    {
      name: 'purge-unconfirmed-sightings' as const,
      key: 'all',
      data: {},
      everyMs: PURGE_EVERY_MS,
    },
    ...(everyIndexerRun > 0
      ? (['embed-photos', 'match-reports'] as const).map((name) => ({
          name,
          key: 'all',
          data: {},
          everyMs: everyIndexerRun,
        }))
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
        .send(schedule.name, schedule.data, {
          singletonKey: schedule.key,
          singletonSeconds: schedule.everyMs / 1000,
        })
        .catch((error: unknown) =>
          log.error({ job: schedule.name, err: error }, 'scheduled job not sent'),
        );
    const first = setTimeout(tick, FIRST_TICK_MS);
    const every = setInterval(tick, schedule.everyMs);
    first.unref();
    every.unref();
    timers.push(first, every);
  }
  return () => timers.forEach((timer) => clearTimeout(timer));
}
