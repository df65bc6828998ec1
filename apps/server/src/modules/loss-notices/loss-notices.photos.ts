import { and, desc, eq, isNull, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lossNotices } from '../../db/schema';
import type { PhotoTarget } from '../dog-imports/photos';

/** Where notice photos are stored and served from (`/api/loss-notices/images/`). */
export const NOTICE_IMAGE_AREA = 'loss-notices';

/**
 * The notices' photos for the stray-dog photo queue (ADR 259): open notices without a
 * stored photo, newest first; the same tries, host pauses and re-encoding as shelter photos.
 */
export const noticePhotos: PhotoTarget = {
  area: NOTICE_IMAGE_AREA,
  awaiting: (db: Db, maxAttempts: number, limit: number) =>
    db
      .select({
        id: lossNotices.id,
        url: lossNotices.sourceImageUrl,
        attempts: lossNotices.photoAttempts,
      })
      .from(lossNotices)
      .where(
        and(
          eq(lossNotices.status, 'OPEN'),
          isNull(lossNotices.imageKey),
          isNotNull(lossNotices.sourceImageUrl),
          lt(lossNotices.photoAttempts, maxAttempts),
        ),
      )
      .orderBy(desc(lossNotices.id))
      .limit(limit),
  async store(db, id, saved, url) {
    const stored = await db
      .update(lossNotices)
      .set({ imageKey: saved.key, thumbnailKey: saved.thumbnailKey })
      .where(and(eq(lossNotices.id, id), eq(lossNotices.sourceImageUrl, url)))
      .returning({ id: lossNotices.id });
    return stored.length > 0;
  },
  async recordFailure(db, id, attempts) {
    await db.update(lossNotices).set({ photoAttempts: attempts }).where(eq(lossNotices.id, id));
  },
};
