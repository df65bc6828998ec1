import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dogs } from '../../db/schema';
import { saveImage } from '../../lib/image-store';
import type { Storage } from '../../lib/storage';
import type { FetchOptions } from '../public-data/http';
import { fetchWithRetry } from '../public-data/http';

export type PhotoResult = { downloaded: number; failed: number };

/** Runs `work` over `items` with at most `limit` at a time. */
export async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Fetches the photos we do not have yet: each once, a few at a time, with a timeout and
 * retries per photo. The source serves them over plain http as octet-stream, so they are
 * re-encoded (and get a thumbnail) before anyone sees them. A photo that still fails is
 * left for the next run; the dog is kept and shows the default picture meanwhile.
 */
export async function downloadMissingPhotos(
  db: Db,
  storage: Storage,
  options: {
    concurrency?: number;
    fetch?: FetchOptions;
    onError?: (id: number, e: unknown) => void;
  } = {},
): Promise<PhotoResult> {
  const missing = await db
    .select({ id: dogs.id, url: dogs.sourceImageUrl })
    .from(dogs)
    .where(and(isNull(dogs.imageKey), isNotNull(dogs.sourceImageUrl), ne(dogs.source, 'demo')));
  const result: PhotoResult = { downloaded: 0, failed: 0 };
  await eachLimited(missing, options.concurrency ?? 4, async ({ id, url }) => {
    try {
      const body = await fetchWithRetry(url ?? '', {
        timeoutMs: 20_000,
        retries: 2,
        ...options.fetch,
      });
      const saved = await saveImage(storage, 'dogs', body);
      await db
        .update(dogs)
        .set({ imageKey: saved.key, thumbnailKey: saved.thumbnailKey })
        .where(eq(dogs.id, id));
      result.downloaded++;
    } catch (error) {
      result.failed++;
      options.onError?.(id, error);
    }
  });
  return result;
}
