import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { NoticeSearchType } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { aliased, pageWithTotalByShape } from '../../db/page-query';
import { containsPattern } from '../../lib/like';
import type { NoticeFileRow, NoticeRow } from '../../db/schema';
import { noticeFiles, notices, noticeViews } from '../../db/schema';

/** `pattern`: the LIKE pattern to look for, or its placeholder in a statement built once. */
function searchCondition(type: NoticeSearchType, pattern: string | SQLWrapper): SQL | undefined {
  return type === 'title'
    ? ilike(notices.title, pattern)
    : or(ilike(notices.title, pattern), ilike(notices.content, pattern));
}

export type NoticeListRow = Pick<NoticeRow, 'id' | 'title' | 'author' | 'createdAt' | 'views'> & {
  fileCount: number;
};

export async function listNotices(
  db: Db,
  options: {
    type: NoticeSearchType;
    q: string | undefined;
    direction: 'asc' | 'desc';
    offset: number;
    size: number;
  },
): Promise<{ rows: NoticeListRow[]; total: number }> {
  const searching = !!options.q;
  // Built once per shape: searched or not, in which columns, in which order.
  const shape = JSON.stringify(['notices', searching && options.type, options.direction]);
  const values = {
    pattern: searching ? containsPattern(options.q!) : undefined,
    limit: options.size,
    offset: options.offset,
  };
  type Listed = Omit<NoticeListRow, 'createdAt'> & { createdAt: string };
  const { rows, total } = await pageWithTotalByShape<Listed>(db, shape, values, () => {
    const where = searching ? searchCondition(options.type, sql.placeholder('pattern')) : undefined;
    const order = options.direction === 'asc' ? asc : desc;
    const page = db
      .select(
        aliased({
          id: notices.id,
          title: notices.title,
          author: notices.author,
          createdAt: notices.createdAt,
          views: notices.views,
          fileCount: sql`(select count(*) from ${noticeFiles} where ${noticeFiles.noticeId} = ${notices.id})::int`,
        }),
      )
      .from(notices)
      .where(where)
      .orderBy(order(notices.createdAt), order(notices.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return { page, count: db.select({ n: count() }).from(notices).where(where) };
  });
  return {
    rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) })),
    total: total ?? 0,
  };
}

export function findNotice(db: Db, id: number): Promise<NoticeRow | undefined> {
  return db.query.notices.findFirst({ where: eq(notices.id, id) });
}

/** The notice's running number among all notices: how many are as old or older. */
export async function noticePosition(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(
      sql`(${notices.createdAt}, ${notices.id}) <= (select n.created_at, n.id from notices n where n.id = ${id})`,
    );
  return row?.n ?? 0;
}

export function listNoticeFiles(db: Db, noticeId: number): Promise<NoticeFileRow[]> {
  return db
    .select()
    .from(noticeFiles)
    .where(eq(noticeFiles.noticeId, noticeId))
    .orderBy(asc(noticeFiles.id));
}

export function findNoticeFile(
  db: Db,
  noticeId: number,
  fileId: number,
): Promise<NoticeFileRow | undefined> {
  return db.query.noticeFiles.findFirst({
    where: and(eq(noticeFiles.noticeId, noticeId), eq(noticeFiles.id, fileId)),
  });
}

export type NewNoticeFile = {
  key: string;
  thumbnailKey: string;
  originalName: string;
  alt: string | null;
};

export async function insertNotice(
  db: Db,
  values: { title: string; content: string; author: string; authorId: number },
  files: NewNoticeFile[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(notices).values(values).returning({ id: notices.id });
    if (!row) throw new Error('insert returned no row');
    if (files.length > 0) {
      await tx.insert(noticeFiles).values(files.map((f) => ({ ...f, noticeId: row.id })));
    }
    return row.id;
  });
}

export async function updateNotice(
  db: Db,
  id: number,
  values: { title: string; content: string },
  change: {
    add: NewNoticeFile[];
    removeIds: number[];
    /** New alt texts of files the notice keeps. */
    alts: { id: number; alt: string | null }[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(notices.id, id));
    if (change.removeIds.length > 0) {
      await tx
        .delete(noticeFiles)
        .where(and(eq(noticeFiles.noticeId, id), inArray(noticeFiles.id, change.removeIds)));
    }
    if (change.add.length > 0) {
      await tx.insert(noticeFiles).values(change.add.map((f) => ({ ...f, noticeId: id })));
    }
    for (const { id: fileId, alt } of change.alts) {
      await tx
        .update(noticeFiles)
        .set({ alt })
        .where(and(eq(noticeFiles.noticeId, id), eq(noticeFiles.id, fileId)));
    }
  });
}

export async function deleteNotice(db: Db, id: number): Promise<void> {
  await db.delete(notices).where(eq(notices.id, id));
}

/**
 * Counts a view unless the same reader was counted for this notice within the window.
 * One upsert decides it, with the database's clock, so any number of server processes
 * agree (ADR 010).
 */
export async function recordView(
  db: Db,
  noticeId: number,
  readerKey: string,
  windowSeconds: number,
): Promise<boolean> {
  const fresh = await db
    .insert(noticeViews)
    .values({ noticeId, readerKey })
    .onConflictDoUpdate({
      target: [noticeViews.noticeId, noticeViews.readerKey],
      set: { viewedAt: sql`now()` },
      setWhere: sql`${noticeViews.viewedAt} < now() - make_interval(secs => ${windowSeconds})`,
    })
    .returning({ noticeId: noticeViews.noticeId });
  if (fresh.length === 0) return false;
  await db
    .update(notices)
    .set({ views: sql`${notices.views} + 1` })
    .where(eq(notices.id, noticeId));
  return true;
}

/** Marks older than the window decide nothing any more. */
export async function pruneViews(db: Db, windowSeconds: number): Promise<void> {
  await db
    .delete(noticeViews)
    .where(sql`${noticeViews.viewedAt} < now() - make_interval(secs => ${windowSeconds})`);
}
