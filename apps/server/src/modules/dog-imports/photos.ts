import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { SavedImage } from '../../lib/image-store';
import { deleteImage, saveImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import {
  dogsAwaitingPhotos,
  recordPhotoFailure,
  storeDogPhoto,
} from '../dogs/dog-photos.repository';
import { PhotoHosts } from './photo-hosts';

/** Tries per photo, one per run at most; then the dog keeps the default image (ADR 033). */
export const PHOTO_MAX_ATTEMPTS = 3;
/** A photo host gets this long per photo: one that hangs must not hold the queue. */
export const PHOTO_TIMEOUT_MS = 8_000;
/** How long one pass of the queue may fetch before it leaves the rest to the next pass. */
export const PHOTO_TIME_BUDGET_MS = 3 * 60_000;
/**
 * Downloads at once, over all hosts and per host. The rate is bound by re-encoding (ADR 033),
 * not by these: more did not help on two cores.
 */
export const PHOTO_CONCURRENCY = 8;
export const PHOTO_PER_HOST = 4;
/** Larger answers are not shelter photos. */
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Photos looked at per pass, newest dogs first. */
const PASS_LIMIT = 20_000;

export type PhotoResult = {
  downloaded: number;
  /** Tries that failed in this pass. */
  failed: number;
  /** Photos whose last try failed in this pass: their dogs keep the default image. */
  gaveUp: number;
  /** Photos left for a later pass: their host is paused, or the time budget ran out. */
  deferred: number;
  /** The pass stopped at its time budget with photos left. */
  outOfTime: boolean;
};

/** Whose photos a pass fetches: the stray dogs' by default, or another table's (ADR 259). */
export type PhotoTarget = {
  /** The storage area the photos go under. */
  area: string;
  awaiting(
    db: Db,
    maxAttempts: number,
    limit: number,
  ): Promise<{ id: number; url: string | null; attempts: number }[]>;
  /** False when the row moved to another photo meanwhile (the stored copy is nobody's). */
  store(db: Db, id: number, saved: SavedImage, url: string): Promise<boolean>;
  recordFailure(db: Db, id: number, attempts: number, message: string): Promise<void>;
};

export const dogPhotos: PhotoTarget = {
  area: 'dogs',
  awaiting: dogsAwaitingPhotos,
  store: storeDogPhoto,
  recordFailure: recordPhotoFailure,
};

export type PhotoQueueOptions = {
  target?: PhotoTarget;
  concurrency?: number;
  perHost?: number;
  timeoutMs?: number;
  timeBudgetMs?: number;
  fetchImpl?: typeof fetch;
  /** Host health kept between passes (a process keeps one). */
  hosts?: PhotoHosts;
  /** Ends the pass: no new downloads start, running ones are aborted. */
  signal?: AbortSignal;
  onError?: (dogId: number, message: string) => void;
};

type Pending = { id: number; url: string; attempts: number };
type HostQueue = { host: string; items: Pending[]; active: number };

/** A failure with the words the admin page shows, and whether the host (not the photo) failed. */
class PhotoFailure extends Error {
  constructor(
    message: string,
    readonly hostTrouble: boolean,
    /** Trying again cannot help (not a web address): given up at once. */
    readonly final = false,
  ) {
    super(message);
  }
}

async function download(url: string, timeoutMs: number, options: PhotoQueueOptions) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let res: Response;
  let body: Buffer;
  try {
    res = await (options.fetchImpl ?? fetch)(url, { signal });
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > PHOTO_MAX_BYTES) throw new PhotoFailure(`too large (${length} bytes)`, false);
    body = Buffer.from(await res.arrayBuffer());
  } catch (error) {
    if (error instanceof PhotoFailure) throw error;
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new PhotoFailure(`timed out after ${timeoutMs} ms`, true);
    }
    throw new PhotoFailure(`no connection (${error instanceof Error ? error.message : ''})`, true);
  }
  if (!res.ok)
    throw new PhotoFailure(`HTTP ${res.status}`, res.status >= 500 || res.status === 429);
  if (body.length > PHOTO_MAX_BYTES) throw new PhotoFailure('too large', false);
  return body;
}

/**
 * Fetches the photos we do not have yet, after the records are stored (ADR 033): newest dogs
 * first, a few per host at a time, each with a short timeout and one try per pass. A host
 * that keeps failing is paused (photo-hosts.ts) and its photos wait without using up tries;
 * a photo that failed PHOTO_MAX_ATTEMPTS times is given up and its dog keeps the default
 * image. The source serves photos over plain http as octet-stream, so each is re-encoded
 * (and gets a thumbnail) before anyone sees it.
 */
export async function downloadMissingPhotos(
  db: Db,
  storage: Storage,
  options: PhotoQueueOptions = {},
): Promise<PhotoResult> {
  const {
    concurrency = PHOTO_CONCURRENCY,
    perHost = PHOTO_PER_HOST,
    timeoutMs = PHOTO_TIMEOUT_MS,
    timeBudgetMs = PHOTO_TIME_BUDGET_MS,
    hosts = new PhotoHosts(),
  } = options;
  const result: PhotoResult = {
    downloaded: 0,
    failed: 0,
    gaveUp: 0,
    deferred: 0,
    outOfTime: false,
  };
  const target = options.target ?? dogPhotos;
  const pending = await target.awaiting(db, PHOTO_MAX_ATTEMPTS, PASS_LIMIT);

  const queues = new Map<string, HostQueue>();
  for (const row of pending) {
    const item = { id: row.id, url: row.url ?? '', attempts: row.attempts };
    const host = hostOf(item.url);
    if (!host) {
      const failure = new PhotoFailure('not a web address', false, true);
      await recordFailure(db, item, failure, result, options);
      continue;
    }
    const queue = queues.get(host) ?? { host, items: [], active: 0 };
    queue.items.push(item);
    queues.set(host, queue);
  }

  const fetchOne = async (queue: HostQueue, item: Pending) => {
    try {
      const body = await download(item.url, timeoutMs, options);
      hosts.succeeded(queue.host);
      const saved = await saveImage(storage, target.area, body).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 415
          ? new PhotoFailure('not an image', false)
          : error;
      });
      // The record moved to another photo meanwhile: this one is nobody's.
      if (!(await target.store(db, item.id, saved, item.url))) await deleteImage(storage, saved);
      else result.downloaded++;
    } catch (error) {
      if (options.signal?.aborted) return;
      const failure =
        error instanceof PhotoFailure
          ? error
          : new PhotoFailure(error instanceof Error ? error.message : String(error), false);
      if (failure.hostTrouble) hosts.failed(queue.host);
      await recordFailure(db, item, failure, result, options);
    }
  };

  const deadline = Date.now() + timeBudgetMs;
  const order = [...queues.values()];
  let next = 0;
  let active = 0;
  /** The next host, in turn, that has photos, a free slot and is not paused. */
  const nextQueue = (): HostQueue | undefined => {
    for (let i = 0; i < order.length; i++) {
      const queue = order[(next + i) % order.length]!;
      if (queue.items.length && queue.active < perHost && !hosts.isPaused(queue.host)) {
        next = (next + i + 1) % order.length;
        return queue;
      }
    }
    return undefined;
  };
  /** A failure that could not be written down (the database went away): the pass ends with it. */
  let unrecorded: { error: unknown } | undefined;
  await new Promise<void>((resolve, reject) => {
    const launch = () => {
      while (
        !unrecorded &&
        active < concurrency &&
        Date.now() < deadline &&
        !options.signal?.aborted
      ) {
        const queue = nextQueue();
        if (!queue) break;
        const item = queue.items.shift()!;
        queue.active++;
        active++;
        // Caught here: a rejection nobody awaits would end the process (issue 38 item 2).
        void fetchOne(queue, item)
          .catch((error: unknown) => void (unrecorded ??= { error }))
          .finally(() => {
            queue.active--;
            active--;
            launch();
          });
      }
      if (active === 0) {
        if (unrecorded) reject(unrecorded.error as Error);
        else resolve();
      }
    };
    launch();
  });
  result.deferred = order.reduce((n, q) => n + q.items.length, 0);
  result.outOfTime = result.deferred > 0 && Date.now() >= deadline;
  return result;
}

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : undefined;
  } catch {
    return undefined;
  }
}

async function recordFailure(
  db: Db,
  item: Pending,
  failure: PhotoFailure,
  result: PhotoResult,
  options: PhotoQueueOptions,
) {
  result.failed++;
  const attempts = failure.final ? PHOTO_MAX_ATTEMPTS : item.attempts + 1;
  if (attempts >= PHOTO_MAX_ATTEMPTS) result.gaveUp++;
  options.onError?.(item.id, failure.message);
  await (options.target ?? dogPhotos).recordFailure(db, item.id, attempts, failure.message);
}
