import type { DogImportRun, DogImportSource, DogImportsStatus } from '@chajul/contracts';
import {
  DOG_IMPORT_SOURCES,
  dogImportMessages,
  publicDataErrorKindSchema,
} from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { DogImportRunRow } from '../../db/schema';
import { conflict } from '../../errors';
import { callsToday } from '../../ingest/dogs/call-budget';
import { photoCounts } from '../../ingest/dogs/photos';
import { isRunning, recentRuns } from '../../ingest/dogs/runs';

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

/** The admin's 데이터 가져오기 tab: each source's recent runs, calls today, photos (ADR 033). */
export async function dogImportsStatus(app: FastifyInstance): Promise<DogImportsStatus> {
  const photos = await photoCounts(app.db);
  const configured = app.dogImports.configured();
  const sources = await Promise.all(
    DOG_IMPORT_SOURCES.map(async (source) => {
      const { waiting, nextAt } = app.dogImports.scheduleOf(source);
      return {
        source,
        configured: configured.includes(source),
        running: await isRunning(app.db, source),
        callsToday: await callsToday(app.db, source),
        dailyBudget: app.config.publicData.dailyCallBudget,
        waitingFor: waiting?.wait ?? null,
        nextRunAt: (waiting?.until ?? nextAt)?.toISOString() ?? null,
        photosPending: photos.get(source)?.pending ?? 0,
        photosFailed: photos.get(source)?.failed ?? 0,
        runs: (await recentRuns(app.db, source, RUNS_SHOWN)).map(toRun),
      };
    }),
  );
  return { intervalMinutes: app.config.publicData.syncIntervalMinutes, sources };
}

/** Starts a run now, in this process; 409 when one runs, the key is missing or calls are spent. */
export async function runDogImport(app: FastifyInstance, source: DogImportSource) {
  const started = await app.dogImports.start(source, 'admin');
  if (started.status === 'not-configured') throw conflict(dogImportMessages.notConfigured);
  if (started.status === 'running') throw conflict(dogImportMessages.running);
  if (started.status === 'waiting') throw conflict(dogImportMessages.budgetSpent);
  return { status: 'started' as const, message: dogImportMessages.started };
}
