import type { DogImportRun, DogImportSourceStatus, DogImportsStatus } from '@chajul/contracts';

export function importRun(id: number, values: Partial<DogImportRun> = {}): DogImportRun {
  return {
    id,
    kind: 'update',
    trigger: 'schedule',
    status: 'ok',
    startedAt: '2026-11-22T03:00:00.000Z',
    finishedAt: '2026-11-22T03:00:02.000Z',
    foundDates: { from: '20241122', to: '20261122' },
    updatedDates: { from: '20261122', to: '20261122' },
    calls: 1,
    fetched: 37,
    inserted: 5,
    updated: 3,
    stateChanges: 2,
    photosDownloaded: 5,
    photosFailed: 0,
    error: null,
    ...values,
  };
}

export function sourceStatus(
  source: DogImportSourceStatus['source'],
  values: Partial<DogImportSourceStatus> = {},
): DogImportSourceStatus {
  return {
    source,
    configured: true,
    running: false,
    callsToday: 42,
    dailyBudget: 300,
    waitingFor: null,
    nextRunAt: '2026-11-22T03:10:00.000Z',
    photosPending: 7,
    photosFailed: 2,
    runs: [importRun(1)],
    ...values,
  };
}

export const importsStatus = (sources: DogImportSourceStatus[]): DogImportsStatus => ({
  intervalMinutes: 10,
  sources,
});
