import type { SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PhotoKeys } from '../lib/photo-set';
import type { Db } from './client';

/** A post keeps a copy of its cover (the first photo), which lists and other modules read. */
export const coverColumns = (photos: PhotoKeys[]) => ({
  imageKey: photos[0]?.imageKey ?? null,
  thumbnailKey: photos[0]?.thumbnailKey ?? null,
});

/**
 * Inserts a post and its photos in one statement: atomic like a transaction, and one round
 * trip, so PGlite on its own thread is not held between statements (ADR 102). `post` is the
 * post's insert returning its `id`; the photos go into `photos` under `postColumn`, in order.
 */
export async function insertWithPhotos(
  db: Db,
  post: SQLWrapper,
  into: { photos: PgTable; postColumn: string },
  photos: PhotoKeys[],
): Promise<{ id: number }> {
  const rows = JSON.stringify(photos.map((photo, position) => ({ ...photo, position })));
  // The builder brings its own parentheses; the photos travel as one JSON parameter.
  const answer = (await db.execute(sql`
    with post as ${post},
    photos as (
      insert into ${into.photos} (${sql.identifier(into.postColumn)}, position, image_key, thumbnail_key)
      select post.id, photo.position, photo."imageKey", photo."thumbnailKey"
      from post, jsonb_to_recordset(${rows}::jsonb)
        as photo(position int, "imageKey" text, "thumbnailKey" text)
    )
    select id from post`)) as unknown as { rows: { id: number }[] };
  const [row] = answer.rows;
  if (!row) throw new Error('insert returned no row');
  return { id: Number(row.id) };
}
