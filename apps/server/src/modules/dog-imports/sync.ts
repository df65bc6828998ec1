import type { PublicDataErrorKind } from '@chajul/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { FetchOptions } from '../../lib/public-data/http';
import { PublicDataError } from '../../lib/public-data/http';
import { countCall } from './call-budget';
import { gyeonggiSource } from './gyeonggi';
import { nationalSource } from './national';
import type { PhotoQueueOptions, PhotoResult } from './photos';
import { downloadMissingPhotos } from './photos';
import type { DogSource, SourceQuery } from './source';
import type { UpsertResult } from '../dogs/dogs.store';
import { removeDemoDogs, upsertDogs } from '../dogs/dogs.store';

export type DogSourceName = DogSource['name'];

export type ImportSummary = UpsertResult & {
  source: DogSourceName;
  pages: number;
  /** Calls made to the API, retries included. */
  calls: number;
  /** Rows the answers held, dogs or not. */
  fetched: number;
  /** Rows that were not dogs. */
  skipped: number;
  demoRemoved: number;
};

export type SyncSummary = ImportSummary & { photos: PhotoResult };

export type ImportOptions = {
  source: DogSourceName;
  query: SourceQuery;
  pageSize?: number;
  fetch?: FetchOptions;
  /** Calls allowed today; every call is counted in the database (call-budget.ts). */
  budget?: number;
  /** After each stored page, with the counts so far (the run's progress). */
  onPage?: (summary: ImportSummary) => Promise<void>;
  signal?: AbortSignal;
};

export type SyncOptions = ImportOptions & {
  photos?: PhotoQueueOptions;
  log?: { warn(obj: object, msg: string): void };
};

/** A run that stopped on a source error; what it stored before stays stored. */
export class DogSyncError extends Error {
  constructor(
    /** What went wrong, without the run's words around it (the admin page shows it). */
    readonly reason: string,
    readonly summary: ImportSummary,
    /** What the source answered instead of data (ADR 033); null for our own failures. */
    readonly kind: PublicDataErrorKind | null,
    options?: { cause?: unknown },
  ) {
    super(
      `${summary.source} import stopped after ${summary.pages} page(s): ${kind ? `[${kind}] ` : ''}${reason}`,
      options,
    );
    this.name = 'DogSyncError';
  }
}

export function sourceFor(config: Config, options: ImportOptions & { db?: Db }): DogSource {
  const { publicData } = config;
  const { db, budget, source } = options;
  const fetch: FetchOptions = {
    ...options.fetch,
    signal: options.signal,
    beforeEach: async () => {
      if (db && budget !== undefined) await countCall(db, source, budget);
      await options.fetch?.beforeEach?.();
    },
  };
  const common = { pageSize: options.pageSize, fetch };
  if (source === 'national') {
    if (!publicData.key) throw new Error('PUBLIC_DATA_KEY is not set');
    return nationalSource({
      ...common,
      baseUrl: publicData.baseUrl,
      key: publicData.key,
      uprCds: publicData.uprCds,
    });
  }
  if (!publicData.ggKey) throw new Error('GG_DATA_KEY is not set');
  return gyeonggiSource({ ...common, baseUrl: publicData.ggBaseUrl, key: publicData.ggKey });
}

/**
 * Stores one source's records for a query, page by page (ADR 033: records first; the photos
 * follow on their own queue). Throws `DogSyncError` with what it stored when the source
 * fails or the day's calls are spent (`cause` is then a `BudgetSpentError`).
 */
export async function importDogs(
  context: { config: Config; db: Db; storage: Storage },
  options: ImportOptions,
): Promise<ImportSummary> {
  const { db, storage } = context;
  let calls = 0;
  const source = sourceFor(context.config, {
    ...options,
    db,
    fetch: { ...options.fetch, beforeEach: async () => void calls++ },
  });
  const summary: ImportSummary = {
    source: source.name,
    pages: 0,
    calls: 0,
    fetched: 0,
    skipped: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    stateChanges: 0,
    demoRemoved: await removeDemoDogs(db, storage),
  };
  try {
    for await (const page of source.pages(options.query)) {
      const stored = await upsertDogs(db, storage, page.records);
      summary.pages++;
      summary.calls = calls;
      summary.fetched += page.fetched;
      summary.skipped += page.skipped;
      summary.inserted += stored.inserted;
      summary.updated += stored.updated;
      summary.unchanged += stored.unchanged;
      summary.stateChanges += stored.stateChanges;
      await options.onPage?.(summary);
    }
  } catch (error) {
    summary.calls = calls;
    if (options.signal?.aborted) throw error;
    const kind = error instanceof PublicDataError ? error.kind : null;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DogSyncError(reason, summary, kind, { cause: error });
  }
  summary.calls = calls;
  return summary;
}

/**
 * Records, then the photos they need, awaited (the CLI and tests; the server queues photos
 * in the background instead, runner.ts).
 */
export async function syncDogs(
  context: { config: Config; db: Db; storage: Storage },
  options: SyncOptions,
): Promise<SyncSummary> {
  const fetchPhotos = () =>
    downloadMissingPhotos(context.db, context.storage, {
      onError: (dogId, message) =>
        options.log?.warn({ dogId, reason: message }, 'dog photo failed'),
      ...options.photos,
    });
  try {
    const summary = await importDogs(context, options);
    return { ...summary, photos: await fetchPhotos() };
  } catch (error) {
    if (error instanceof DogSyncError) await fetchPhotos();
    throw error;
  }
}
