import type { DogImportTrigger } from '@chajul/contracts';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FetchOptions } from '../../lib/public-data/http';
import { PublicDataError } from '../../lib/public-data/http';
import type { Storage } from '../../lib/storage';
import { BudgetSpentError, countCall } from '../dog-imports/call-budget';
import type { PhotoQueueOptions, PhotoResult } from '../dog-imports/photos';
import { downloadMissingPhotos } from '../dog-imports/photos';
import { claimRun, finishRun } from '../dog-imports/runs';
import { lossInfoPages } from './loss-info';
import { noticePhotos } from './loss-notices.photos';
import { embedNoticePhotos } from './loss-notices.vectors';
import { closeVanished, upsertLossNotices } from './loss-notices.store';

/** The name its calls and runs are counted under (call-budget.ts, dog_import_runs). */
export const LOSS_SOURCE = 'lossInfo';

export type LossImportSummary = {
  /** ok: every page read and the vanished closed; budget/failed: what was stored stays. */
  status: 'ok' | 'budget' | 'failed';
  calls: number;
  pages: number;
  fetched: number;
  inserted: number;
  updated: number;
  /** Rows that were not dogs, and rows that could not be dated or placed. */
  notDogs: number;
  malformed: number;
  closed: number;
  /** The photo pass after the pages (ADR 259): photos of the notices that lack one. */
  photos?: Pick<PhotoResult, 'downloaded' | 'failed'> & { embedded?: number };
  error?: string;
};

export type LossImportOptions = {
  trigger: DogImportTrigger;
  pageSize?: number;
  maxPages?: number;
  fetch?: FetchOptions;
  photos?: PhotoQueueOptions;
  signal?: AbortSignal;
};

/**
 * Imports the nationwide lost-animal notices once (ADR 246), as the stray-dog import does a
 * run (ADR 033): claimed in dog_import_runs so one runs at a time anywhere, every call and
 * retry counted against the day's budget, each page stored before the next is asked, rows
 * that are no dog or cannot be read skipped and counted. Only a run that read to the empty
 * page closes the notices it no longer saw; then the notices' photos are fetched (ADR 259).
 * Undefined when another run holds the claim.
 */
export async function importLossNotices(
  context: {
    config: Config;
    db: Db;
    storage: Storage;
    /** The serving photo model: notice photos are embedded after the photo pass. */
    embeddings?: () => EmbeddingService;
  },
  options: LossImportOptions,
): Promise<LossImportSummary | undefined> {
  const { db, config } = context;
  const key = config.publicData.key;
  if (!key) throw new Error('PUBLIC_DATA_KEY is not set');
  const budget = config.publicData.dailyCallBudget;
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const runId = await claimRun(db, {
    source: LOSS_SOURCE,
    kind: 'update',
    trigger: options.trigger,
    foundFrom: today,
    foundTo: today,
  });
  if (runId === undefined) return undefined;
  const began = new Date();
  const summary: LossImportSummary = {
    status: 'ok',
    calls: 0,
    pages: 0,
    fetched: 0,
    inserted: 0,
    updated: 0,
    notDogs: 0,
    malformed: 0,
    closed: 0,
  };
  const counts = () => ({
    calls: summary.calls,
    pages: summary.pages,
    fetched: summary.fetched,
    inserted: summary.inserted,
    updated: summary.updated,
    skipped: summary.notDogs + summary.malformed,
    stateChanges: summary.closed,
  });
  try {
    const pages = lossInfoPages({
      baseUrl: config.publicData.baseUrl,
      key,
      pageSize: options.pageSize,
      maxPages: options.maxPages,
      fetch: {
        ...options.fetch,
        signal: options.signal,
        beforeEach: async () => {
          await countCall(db, LOSS_SOURCE, budget);
          summary.calls++;
          await options.fetch?.beforeEach?.();
        },
      },
    });
    for await (const page of pages) {
      const stored = await upsertLossNotices(db, page.records);
      summary.pages++;
      summary.fetched += page.fetched;
      summary.notDogs += page.notDogs;
      summary.malformed += page.malformed;
      summary.inserted += stored.inserted;
      summary.updated += stored.updated;
    }
    summary.closed = await closeVanished(db, began);
    await finishRun(db, runId, 'ok', counts());
  } catch (error) {
    const cause = error instanceof PublicDataError ? error : undefined;
    summary.status = error instanceof BudgetSpentError ? 'budget' : 'failed';
    summary.error = error instanceof Error ? error.message : String(error);
    await finishRun(db, runId, summary.status, counts(), {
      kind: cause?.kind ?? null,
      message: summary.error,
    });
  }
  // Whatever was stored gets its photos, even when the run stopped early.
  if (!options.signal?.aborted) {
    const photos = await downloadMissingPhotos(db, context.storage, {
      ...options.photos,
      target: noticePhotos,
      signal: options.signal,
    });
    summary.photos = { downloaded: photos.downloaded, failed: photos.failed };
    if (context.embeddings) {
      const embeddings = context.embeddings();
      summary.photos.embedded = await embedNoticePhotos({ ...context, embeddings }, options.signal);
    }
  }
  return summary;
}
