import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { FetchOptions } from '../public-data/http';
import { PublicDataError } from '../public-data/http';
import { gyeonggiSource } from './gyeonggi';
import { nationalSource } from './national';
import type { PhotoResult } from './photos';
import { downloadMissingPhotos } from './photos';
import type { DateRange, DogSource } from './source';
import type { UpsertResult } from './store';
import { removeDemoDogs, upsertDogs } from './store';

export type DogSourceName = DogSource['name'];

export type SyncSummary = UpsertResult & {
  source: DogSourceName;
  pages: number;
  skipped: number;
  demoRemoved: number;
  photos: PhotoResult;
};

export type SyncOptions = {
  source: DogSourceName;
  range: DateRange;
  pageSize?: number;
  fetch?: FetchOptions;
  photoFetch?: FetchOptions;
  log?: { warn(obj: object, msg: string): void };
};

/** A run that stopped on a source error; what it stored before stays stored. */
export class DogSyncError extends Error {
  constructor(
    message: string,
    readonly summary: SyncSummary,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DogSyncError';
  }
}

export function sourceFor(config: Config, options: SyncOptions): DogSource {
  const { publicData } = config;
  const common = { pageSize: options.pageSize, fetch: options.fetch };
  if (options.source === 'national') {
    if (!publicData.key) throw new PublicDataError('PUBLIC_DATA_KEY is not set');
    return nationalSource({
      ...common,
      baseUrl: publicData.baseUrl,
      key: publicData.key,
      uprCd: publicData.uprCd,
    });
  }
  if (!publicData.ggKey) throw new PublicDataError('GG_DATA_KEY is not set');
  return gyeonggiSource({ ...common, baseUrl: publicData.ggBaseUrl, key: publicData.ggKey });
}

/** Imports one source over a date range, page by page, then fetches the new photos. */
export async function syncDogs(
  context: { config: Config; db: Db; storage: Storage },
  options: SyncOptions,
): Promise<SyncSummary> {
  const { db, storage } = context;
  const source = sourceFor(context.config, options);
  const summary: SyncSummary = {
    source: source.name,
    pages: 0,
    skipped: 0,
    inserted: 0,
    updated: 0,
    stateChanges: 0,
    demoRemoved: await removeDemoDogs(db, storage),
    photos: { downloaded: 0, failed: 0 },
  };
  let failure: unknown;
  try {
    for await (const page of source.pages(options.range)) {
      const stored = await upsertDogs(db, storage, page.records);
      summary.pages++;
      summary.skipped += page.skipped;
      summary.inserted += stored.inserted;
      summary.updated += stored.updated;
      summary.stateChanges += stored.stateChanges;
    }
  } catch (error) {
    failure = error;
  }
  summary.photos = await downloadMissingPhotos(db, storage, {
    fetch: options.photoFetch,
    onError: (id, error) =>
      options.log?.warn({ dogId: id, err: error }, 'dog photo download failed'),
  });
  if (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new DogSyncError(
      `${source.name} import stopped after ${summary.pages} page(s): ${reason}`,
      summary,
      { cause: failure },
    );
  }
  return summary;
}

/** YYYYMMDD in Korean time, `daysAgo` days before now. */
export function kstDate(daysAgo = 0, now = new Date()): string {
  const kst = new Date(now.getTime() + 9 * 3600_000 - daysAgo * 86_400_000);
  return kst.toISOString().slice(0, 10).replaceAll('-', '');
}
