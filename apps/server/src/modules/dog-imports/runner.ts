import type { DogImportKind, DogImportTrigger } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { FetchOptions } from '../../lib/public-data/http';
import { BudgetSpentError, callsToday } from './call-budget';
import { PhotoHosts } from './photo-hosts';
import type { PhotoQueueOptions } from './photos';
import { downloadMissingPhotos } from './photos';
import { planRun, queryFor } from './plan';
import type { RunCounts } from './runs';
import {
  addPhotoCounts,
  beatRun,
  claimRun,
  finishRun,
  RUN_HEARTBEAT_MS,
  runFacts,
  saveProgress,
} from './runs';
import { isoOf, nextKstMidnight } from '../../lib/kst';
import type { DateRange, SourceQuery } from './source';
import { markUnconfirmed, oldestInCareFoundDate } from '../dogs/dogs.store';
import type { DogSourceName, ImportSummary } from './sync';
import { DogSyncError, importDogs } from './sync';

export type StartResult =
  | { status: 'started'; runId: number; done: Promise<void> }
  | { status: 'running' }
  | { status: 'not-configured' }
  | { status: 'waiting'; wait: 'budget' | 'stretched'; until: Date };

export type DogImportRunner = ReturnType<typeof createDogImportRunner>;

export type RunnerDeps = {
  config: Config;
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** New or changed records are stored: lists may show them (the response cache). */
  afterRecords?: () => void;
  /** A pass of the photo queue ended: new photos can be embedded and matched (ADR 100). */
  afterPhotos?: (changes: { inserted: number; downloaded: number }) => Promise<unknown>;
  fetch?: FetchOptions;
  photos?: PhotoQueueOptions;
  now?: () => Date;
  /** How often a run marks its claim alive (tests shorten it). */
  heartbeatMs?: number;
};

const countsOf = (s: ImportSummary): RunCounts => ({
  calls: s.calls,
  pages: s.pages,
  fetched: s.fetched,
  inserted: s.inserted,
  updated: s.updated,
  unchanged: s.unchanged,
  stateChanges: s.stateChanges,
  skipped: s.skipped,
});

/**
 * What a runner holds between calls: its dependencies, the runs and photo passes under way
 * (so `idle` and `close` can wait for them) and the photo queue's state.
 */
export type RunnerState = {
  deps: RunnerDeps;
  abort: AbortController;
  active: Set<Promise<unknown>>;
  hosts: PhotoHosts;
  photoPass?: Promise<void>;
  photosAgain: boolean;
  /** Records each finished run added, for the next photo pass's counts. */
  photoRuns: Map<number, number>;
};

export function runnerState(deps: RunnerDeps): RunnerState {
  return {
    deps,
    abort: new AbortController(),
    active: new Set(),
    hosts: new PhotoHosts(),
    photosAgain: false,
    photoRuns: new Map(),
  };
}

/** The sources with a key in the config. */
export function configuredSources(config: Config): DogSourceName[] {
  return [
    ...(config.publicData.key ? (['national'] as const) : []),
    ...(config.publicData.ggKey ? (['gyeonggi'] as const) : []),
  ];
}

function track<T>(state: RunnerState, work: Promise<T>): Promise<T> {
  state.active.add(work);
  void work.finally(() => state.active.delete(work)).catch(() => {});
  return work;
}

/** One pass of the photo queue at a time; runs that finish meanwhile ask for another. */
function queuePhotos(state: RunnerState, runId: number, inserted: number) {
  state.photoRuns.set(runId, (state.photoRuns.get(runId) ?? 0) + inserted);
  if (state.photoPass) {
    state.photosAgain = true;
    return;
  }
  state.photoPass = track(
    state,
    photoPasses(state)
      .catch((error: unknown) => state.deps.log.error({ err: error }, 'dog photo pass failed'))
      .finally(() => (state.photoPass = undefined)),
  );
}

/** Downloads missing photos until no run asks for another pass, then hands them on. */
async function photoPasses(state: RunnerState) {
  const { deps, abort } = state;
  const { db, log } = deps;
  do {
    state.photosAgain = false;
    const runs = [...state.photoRuns];
    state.photoRuns.clear();
    const inserted = runs.reduce((n, [, added]) => n + added, 0);
    const result = await downloadMissingPhotos(db, deps.storage, {
      hosts: state.hosts,
      signal: abort.signal,
      onError: (dogId, reason) => log.debug({ dogId, reason }, 'dog photo failed'),
      ...deps.photos,
    });
    if (abort.signal.aborted) return;
    const lastRun = runs.at(-1)?.[0];
    if (lastRun) await addPhotoCounts(db, lastRun, result.downloaded, result.failed);
    log.info({ photos: result, pausedHosts: state.hosts.paused() }, 'dog photo pass finished');
    if (inserted || result.downloaded) {
      deps.afterRecords?.();
      await deps.afterPhotos?.({ inserted, downloaded: result.downloaded });
    }
    // Out of time with photos left: go on after the indexer had its turn.
    if (result.outOfTime) state.photosAgain = true;
  } while (state.photosAgain && !abort.signal.aborted);
}

type ClaimedRun = { source: DogSourceName; runId: number; kind: DogImportKind; query: SourceQuery };

/** Fetches and stores one claimed run's records, then records how it ended. */
async function executeRun(state: RunnerState, { source, runId, kind, query }: ClaimedRun) {
  const { deps, abort } = state;
  const { db, log } = deps;
  let summary: ImportSummary | undefined;
  // Records this run sees get a later lastSeenAt (the store's clock, not `deps.now`).
  const began = new Date();
  let marked = 0;
  // Pages can wait minutes (retries, a slow API): the claim stays alive meanwhile (ADR 033).
  const beating = setInterval(
    () =>
      void beatRun(db, runId).catch((error: unknown) =>
        log.warn({ source, runId, err: error }, 'dog import heartbeat not saved'),
      ),
    deps.heartbeatMs ?? RUN_HEARTBEAT_MS,
  );
  try {
    summary = await importDogs(deps, {
      source,
      query,
      budget: deps.config.publicData.dailyCallBudget,
      fetch: deps.fetch,
      signal: abort.signal,
      onPage: (progress) => saveProgress(db, runId, countsOf(progress)),
    });
    if (kind === 'reconcile') {
      const found = { from: isoOf(query.found.from), to: isoOf(query.found.to) };
      marked = await markUnconfirmed(db, source, found, began);
      if (marked) log.info({ source, unconfirmed: marked }, 'dogs the reconcile no longer lists');
    }
    await finishRun(db, runId, 'ok', countsOf(summary));
    log.info({ source, kind, summary }, 'dog import finished');
  } catch (error) {
    if (abort.signal.aborted) {
      await finishRun(
        db,
        runId,
        'failed',
        {},
        { kind: null, message: 'interrupted: the server closed' },
      ).catch(() => {});
      return;
    }
    summary = error instanceof DogSyncError ? error.summary : undefined;
    const [status, counts, failure] = failureOf(error, summary);
    await finishRun(db, runId, status, counts, failure);
    log.warn({ source, kind, reason: failure.kind, err: error }, 'dog import stopped');
  } finally {
    clearInterval(beating);
  }
  if (summary?.inserted || summary?.updated || marked) deps.afterRecords?.();
  queuePhotos(state, runId, summary?.inserted ?? 0);
}

/** How a failed run is recorded: out of budget, or failed with the error's kind and reason. */
function failureOf(error: unknown, summary: ImportSummary | undefined) {
  const spent = error instanceof DogSyncError && error.cause instanceof BudgetSpentError;
  const kind = error instanceof DogSyncError ? error.kind : null;
  const message =
    error instanceof DogSyncError
      ? error.reason
      : error instanceof Error
        ? error.message
        : String(error);
  return [
    spent ? 'budget' : 'failed',
    summary ? countsOf(summary) : {},
    { kind, message },
  ] as const;
}

/**
 * Starts the run that is due (plan.ts), or one over the found dates `found` (the CLI's
 * range), unless the source has no key, its budget is spent or another run holds the claim.
 */
export async function startImport(
  state: RunnerState,
  source: DogSourceName,
  trigger: DogImportTrigger,
  found?: DateRange,
): Promise<StartResult> {
  const { config, db } = state.deps;
  if (!configuredSources(config).includes(source)) return { status: 'not-configured' };
  const at = (state.deps.now ?? (() => new Date()))();
  const budget = config.publicData.dailyCallBudget;
  const facts = await runFacts(db, source);
  const spent = await callsToday(db, source, at);
  const plan: { run: DogImportKind } | { wait: 'budget' | 'stretched'; until: Date } = found
    ? spent < budget
      ? { run: 'range' }
      : { wait: 'budget', until: nextKstMidnight(at) }
    : planRun({
        ...facts,
        now: at,
        trigger,
        intervalMs: config.publicData.syncIntervalMinutes * 60_000,
        budget,
        spent,
      });
  if ('wait' in plan) return { status: 'waiting', ...plan };
  const oldestInCare =
    plan.run === 'reconcile' ? await oldestInCareFoundDate(db, source) : undefined;
  const query =
    plan.run === 'range'
      ? { found: found! }
      : queryFor(plan.run, { now: at, lastGood: facts.lastGood, oldestInCare });
  const runId = await claimRun(db, {
    source,
    kind: plan.run,
    trigger,
    foundFrom: query.found.from,
    foundTo: query.found.to,
    updatedFrom: query.updated?.from,
    updatedTo: query.updated?.to,
  });
  if (runId === undefined) return { status: 'running' };
  const done = track(state, executeRun(state, { source, runId, kind: plan.run, query }));
  return { status: 'started', runId, done };
}

/** Resolves when no run and no photo pass is under way (tests, shutdown). */
export async function runnerIdle(state: RunnerState) {
  while (state.active.size) await Promise.allSettled([...state.active]);
}

/** Stops the runs and photo passes under way and waits for them to record it. */
export async function closeRunner(state: RunnerState) {
  state.abort.abort();
  await runnerIdle(state);
}

/**
 * Runs dog imports in this process (ADR 033): as `import-dogs` jobs (ADR 101). Records
 * are stored at once; photos follow on one background queue per process, with per-host
 * back-off, and the indexer embeds them after each pass. A run is claimed in the database,
 * so one runs per source at a time whichever process or CLI starts it. The functions above
 * do the work; this binds them to one state for the plugin, the CLI and tests.
 */
export function createDogImportRunner(deps: RunnerDeps) {
  const state = runnerState(deps);
  return {
    configured: () => configuredSources(deps.config),
    start: (source: DogSourceName, trigger: DogImportTrigger, found?: DateRange) =>
      startImport(state, source, trigger, found),
    idle: () => runnerIdle(state),
    close: () => closeRunner(state),
  };
}
