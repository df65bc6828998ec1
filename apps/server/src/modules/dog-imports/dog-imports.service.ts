import type { DogImportRun, DogImportSource, DogImportsStatus } from '@chajul/contracts';
import {
  DOG_IMPORT_SOURCES,
  dogImportMessages,
  publicDataErrorKindSchema,
} from '@chajul/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { DogImportRunRow } from '../../db/schema';
import { conflict } from '../../errors';
import { callsToday } from './call-budget';
import { PHOTO_MAX_ATTEMPTS } from './photos';
import { nextScheduledRun } from './plan';
import type { DogImportRunner } from './runner';
import { isRunning, lastScheduledStart, recentRuns, runFacts } from './runs';
import { importDogsJob } from '../../jobs/catalogue';
import type { JobQueue } from '../../jobs/job';
import { photoCounts } from '../dogs/dog-photos.repository';

/** The runs in the database, the configured sources, and the job queue (ADR 101). */
export type DogImportsDeps = {
  db: Db;
  publicData: Config['publicData'];
  dogImports: Pick<DogImportRunner, 'configured'>;
  jobs: Pick<JobQueue, 'pending' | 'send'>;
};

/** Runs the import tab lists per source. */
const RUNS_SHOWN = 10;

const range = (from: string | null, to: string | null) => (from && to ? { from, to } : null);

function toRun(row: DogImportRunRow): DogImportRun {
  const kind = publicDataErrorKindSchema.safeParse(row.errorKind);
  return {
    id: row.id,
    kind: row.kind as DogImportRun['kind'],
    trigger: row.trigger as DogImportRun['trigger'],
    status: row.status as DogImportRun['status'],
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    foundDates: range(row.foundFrom, row.foundTo),
    updatedDates: range(row.updatedFrom, row.updatedTo),
    calls: row.calls,
    fetched: row.fetched,
    inserted: row.inserted,
    updated: row.updated,
    stateChanges: row.stateChanges,
    photosDownloaded: row.photosDownloaded,
    photosFailed: row.photosFailed,
    error: row.errorMessage
      ? { kind: kind.success ? kind.data : null, message: row.errorMessage }
      : null,
  };
}

/** When the schedule imports `source` next, from the database (any process answers the same). */
async function nextRunOf(deps: DogImportsDeps, source: DogImportSource, now: Date) {
  const [facts, spent, lastScheduled] = await Promise.all([
    runFacts(deps.db, source),
    callsToday(deps.db, source, now),
    lastScheduledStart(deps.db, source),
  ]);
  return nextScheduledRun({
    ...facts,
    now,
    intervalMs: deps.publicData.syncIntervalMinutes * 60_000,
    budget: deps.publicData.dailyCallBudget,
    spent,
    lastScheduled,
  });
}

/** The admin's 데이터 가져오기 tab: each source's recent runs, calls today, photos (ADR 033). */
export async function dogImportsStatus(deps: DogImportsDeps): Promise<DogImportsStatus> {
  const photos = await photoCounts(deps.db, PHOTO_MAX_ATTEMPTS);
  const configured = deps.dogImports.configured();
  const sources = await Promise.all(
    DOG_IMPORT_SOURCES.map(async (source) => {
      const isConfigured = configured.includes(source);
      const next = isConfigured ? await nextRunOf(deps, source, new Date()) : undefined;
      return {
        source,
        configured: isConfigured,
        running:
          (await isRunning(deps.db, source)) || (await deps.jobs.pending(importDogsJob, source)),
        callsToday: await callsToday(deps.db, source),
        dailyBudget: deps.publicData.dailyCallBudget,
        waitingFor: next?.waiting ?? null,
        nextRunAt: next?.at?.toISOString() ?? null,
        photosPending: photos.get(source)?.pending ?? 0,
        photosFailed: photos.get(source)?.failed ?? 0,
        runs: (await recentRuns(deps.db, source, RUNS_SHOWN)).map(toRun),
      };
    }),
  );
  return { intervalMinutes: deps.publicData.syncIntervalMinutes, sources };
}

/**
 * Asks for a run now: an `import-dogs` job, run by whichever process runs jobs (ADR 101).
 * 409 when the key is missing, the day's calls are spent, or a run holds or waits for the source.
 */
export async function runDogImport(deps: DogImportsDeps, source: DogImportSource) {
  if (!deps.dogImports.configured().includes(source)) {
    throw conflict(dogImportMessages.notConfigured);
  }
  if ((await callsToday(deps.db, source)) >= deps.publicData.dailyCallBudget) {
    throw conflict(dogImportMessages.budgetSpent);
  }
  const running =
    (await isRunning(deps.db, source)) || (await deps.jobs.pending(importDogsJob, source));
  const sent =
    !running &&
    (await deps.jobs.send(importDogsJob, { source, trigger: 'admin' }, { singletonKey: source }));
  if (!sent) throw conflict(dogImportMessages.running);
  return { status: 'started' as const, message: dogImportMessages.started };
}
