import type { SQLWrapper } from 'drizzle-orm';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ImageAccess } from '../lib/image-store';
import type { PhotoKeys } from '../lib/photo-set';
import type { Db } from './client';
import { selectRows } from './migration-status';

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
async function insertWithPhotos(
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

type PostPhotos = { post: PgTable; photos: PgTable; postColumn: string };

/** A post's photos in the author's order, cover (position 0) first. */
async function photoKeysOf(
  db: Db,
  photos: PgTable,
  postColumn: string,
  id: number,
): Promise<PhotoKeys[]> {
  const rows = await selectRows<PhotoKeys>(
    db,
    sql`select image_key as "imageKey", thumbnail_key as "thumbnailKey" from ${photos}
        where ${sql.identifier(postColumn)} = ${id} order by position`,
  );
  return rows.map(({ imageKey, thumbnailKey }) => ({ imageKey, thumbnailKey }));
}

/**
 * Updates a post and, given `nextPhotos`, replaces its photos with what that returns for the
 * current ones. The post's row is locked first, so two edits at once cannot each keep a photo
 * the other removes; `update` writes the post's own columns (with the new cover, when the
 * photos change) under that lock. Undefined when the post is gone; else the photos before
 * and after.
 */
async function updateWithPhotos(
  db: Db,
  tables: PostPhotos,
  id: number,
  nextPhotos: ((current: PhotoKeys[]) => PhotoKeys[]) | undefined,
  update: (tx: Db, cover: ReturnType<typeof coverColumns> | undefined) => Promise<void>,
): Promise<{ before: PhotoKeys[]; after: PhotoKeys[] } | undefined> {
  const { post, photos, postColumn } = tables;
  const column = sql.identifier(postColumn);
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select id from ${post} where id = ${id} for update`,
    )) as unknown as { rows: unknown[] };
    if (!locked.rows.length) return undefined;
    const before = await photoKeysOf(tx, photos, postColumn, id);
    const after = nextPhotos ? nextPhotos(before) : before;
    await update(tx, nextPhotos ? coverColumns(after) : undefined);
    if (nextPhotos) {
      await tx.execute(sql`delete from ${photos} where ${column} = ${id}`);
      const rows = JSON.stringify(after.map((photo, position) => ({ ...photo, position })));
      await tx.execute(sql`
        insert into ${photos} (${column}, position, image_key, thumbnail_key)
        select ${id}, photo.position, photo."imageKey", photo."thumbnailKey"
        from jsonb_to_recordset(${rows}::jsonb)
          as photo(position int, "imageKey" text, "thumbnailKey" text)`);
    }
    return { before, after };
  });
}

type PhotoPost = PgTable & {
  id: PgColumn;
  authorId: PgColumn;
  updatedAt: PgColumn;
  hiddenAt: PgColumn;
};

/**
 * A kind of post that keeps its photos in `photos` under `postColumn` (lost reports, found
 * and seen reports): `insert` with its photos in one statement, `update` under a row lock
 * with, given `nextPhotos`, the photos that returns for the current ones, and `photoAccess`.
 */
export function postWithPhotos<T extends PhotoPost>(post: T, photos: PgTable, postColumn: string) {
  const tables = { post, photos, postColumn };
  const column = sql.identifier(postColumn);
  return {
    /** Every stored file of the author's posts, covers included (a withdrawal queues them). */
    authorFiles: async (db: Db, authorId: number): Promise<string[]> => {
      const rows = await selectRows<{ a: string | null; b: string | null }>(
        db,
        sql`select image_key as a, thumbnail_key as b from ${post} where author_id = ${authorId}
            union all
            select photo.image_key, photo.thumbnail_key from ${photos} photo
            join ${post} p on p.id = photo.${column} where p.author_id = ${authorId}`,
      );
      return rows.flatMap((row) => [row.a, row.b]).filter((key): key is string => !!key);
    },
    /** The ids of the author's posts, as a subquery: what hangs on them is found through it. */
    authorIds: (db: Db, authorId: number) =>
      db
        .select({ id: post.id })
        .from(post as PgTable)
        .where(eq(post.authorId, authorId)),
    /** The author's posts, oldest first, each with its photos' paths as `photo` names them. */
    authorPosts: async (db: Db, authorId: number, photo: (key: string) => string) => {
      const rows = (await db
        .select()
        .from(post as PgTable)
        .where(eq(post.authorId, authorId))
        .orderBy(asc(post.id))) as (T['$inferSelect'] & { id: number })[];
      const keys = rows.length
        ? await selectRows<{ postId: number; imageKey: string }>(
            db,
            sql`select photo.${column} as "postId", photo.image_key as "imageKey"
                from ${photos} photo join ${post} p on p.id = photo.${column}
                where p.author_id = ${authorId} order by photo.${column}, photo.position`,
          )
        : [];
      return rows.map((row) => ({
        ...row,
        photos: keys.filter((k) => Number(k.postId) === row.id).map((k) => photo(k.imageKey)),
      }));
    },
    /** A visitor's post goes public when its link is opened: true only the first time. */
    confirm: async (db: Db, id: number): Promise<boolean> => {
      const now = new Date().toISOString();
      const rows = await selectRows<{ id: number }>(
        db,
        sql`update ${post} set status = 'OPEN', confirmed_at = ${now}, updated_at = ${now}
            where id = ${id} and status = 'PENDING' returning id`,
      );
      return rows.length > 0;
    },
    /**
     * A visitor's posts never confirmed by `before` go, in one statement; their photos are
     * returned for storage (the photo rows go with their post).
     */
    deletePendingBefore: (db: Db, before: Date): Promise<PhotoKeys[]> =>
      selectRows<PhotoKeys>(
        db,
        sql`with gone as (
              delete from ${post} where status = 'PENDING' and created_at < ${before.toISOString()}
              returning id
            )
            select photo.image_key as "imageKey", photo.thumbnail_key as "thumbnailKey"
            from ${photos} photo join gone on gone.id = photo.${column}`,
      ),
    /** The post's photos in the author's order, cover (position 0) first. */
    photoKeys: (db: Db, id: number) => photoKeysOf(db, photos, postColumn, id),
    /**
     * A stored photo or thumbnail is public while its post is: a pending post's is private
     * (its author sees it before confirming), a hidden, deleted or unknown one's is gone
     * (ADR 225).
     */
    photoAccess: async (db: Db, key: string): Promise<ImageAccess> => {
      const [row] = await selectRows<{ hidden: boolean; status: string }>(
        db,
        sql`select p.hidden_at is not null as hidden, p.status
            from ${photos} photo join ${post} p on p.id = photo.${sql.identifier(postColumn)}
            where photo.image_key = ${key} or photo.thumbnail_key = ${key} limit 1`,
      );
      if (!row || row.hidden) return 'gone';
      return row.status === 'PENDING' ? 'private' : 'public';
    },
    insert: (db: Db, values: T['$inferInsert'], keys: PhotoKeys[]): Promise<{ id: number }> => {
      const row = { ...values, ...coverColumns(keys) } as PgInsertValue<T>;
      return insertWithPhotos(
        db,
        db.insert(post).values(row).returning({ id: post.id }),
        tables,
        keys,
      );
    },
    update: (
      db: Db,
      id: number,
      values: Partial<T['$inferInsert']>,
      nextPhotos?: (current: PhotoKeys[]) => PhotoKeys[],
    ): Promise<{ before: PhotoKeys[]; after: PhotoKeys[] } | undefined> =>
      updateWithPhotos(db, tables, id, nextPhotos, async (tx, cover) => {
        const row = { ...values, ...cover, updatedAt: new Date() } as PgUpdateSetSource<T>;
        await tx.update(post).set(row).where(eq(post.id, id));
      }),
  };
}
