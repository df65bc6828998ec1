import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postWithPhotos } from '../../db/post-photos';
import { aliased, pageWithTotalByShape } from '../../db/page-query';
import { lostVisitorMessages } from '@chajul/contracts';
import type { LostReportRow } from '../../db/schema';
import { lostReports, phoneReveals, reportPhotos, users } from '../../db/schema';
import { filterCondition, filterValues, REPORT_ORDERS } from './report-filter';
import type { ReportFilter, ReportOrder } from './report-filter';
import type { PhotoKeys } from '../../lib/photo-set';

/** A report with its author's nickname: their login ID never leaves the server (ADR 093). */
export type ReportWithAuthor = LostReportRow & { authorNickname: string };
export type NewReport = typeof lostReports.$inferInsert;
/** The report's own columns: its photos are written through the photo list only. */
export type ReportColumns = Omit<NewReport, 'imageKey' | 'thumbnailKey'>;

/** A visitor's report has no member: it shows as 보호자 (ADR 243). */
const authorNickname = sql<string>`coalesce(${users.nickname}, ${lostVisitorMessages.nickname})`;
const withAuthor = { report: lostReports, authorNickname };
const flatten = (r: { report: LostReportRow; authorNickname: string }) => ({
  ...r.report,
  authorNickname: r.authorNickname,
});

/** A report as JSON carries its timestamps as text. */
type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };
const withDates = (row: Dated<ReportWithAuthor>): ReportWithAuthor => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

export async function listReports(
  db: Db,
  filter: ReportFilter,
  paging: { offset: number; limit: number; order: ReportOrder },
): Promise<{ rows: ReportWithAuthor[]; total: number }> {
  // Built once per shape: the filters given (from `values`), the keyword's columns, the order.
  const shape = JSON.stringify(['reports', !!filter.keyword && filter.type, paging.order]);
  const values = { ...filterValues(filter), limit: paging.limit, offset: paging.offset };
  const { rows, total } = await pageWithTotalByShape<Dated<ReportWithAuthor>>(
    db,
    shape,
    values,
    () => {
      const condition = filterCondition(filter);
      const page = db
        .select(aliased({ ...getTableColumns(lostReports), authorNickname }))
        .from(lostReports)
        .leftJoin(users, eq(users.id, lostReports.authorId))
        .where(condition)
        .orderBy(...REPORT_ORDERS[paging.order])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return { page, count: db.select({ n: count() }).from(lostReports).where(condition) };
    },
  );
  return { rows: rows.map(withDates), total: total ?? 0 };
}

export async function findReport(db: Db, id: number): Promise<ReportWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(lostReports)
    .leftJoin(users, eq(users.id, lostReports.authorId))
    .where(eq(lostReports.id, id));
  return row && flatten(row);
}

/** The report's photos in the author's order, cover (position 0) first. */
export const reportPhotoKeys = (db: Db, reportId: number) => posts.photoKeys(db, reportId);

const coverAsPhotos = (values: NewReport): PhotoKeys[] =>
  values.imageKey && values.thumbnailKey
    ? [{ imageKey: values.imageKey, thumbnailKey: values.thumbnailKey }]
    : [];

/** Holds the report row until the transaction ends: its photos are read and written under it. */
async function lockReport(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: lostReports.id })
    .from(lostReports)
    .where(eq(lostReports.id, id))
    .for('update');
  return rows.length > 0;
}

/** Lost reports as posts with photos (db/post-photos.ts). */
export const reportPosts = postWithPhotos(lostReports, reportPhotos, 'report_id');
const posts = reportPosts;

/**
 * Inserts the report with its photos in one statement (ADR 102). Without a photo list the
 * cover columns given become its one photo (callers that know a single photo, like the demo).
 */
export const insertReport = (db: Db, values: NewReport, photos = coverAsPhotos(values)) =>
  posts.insert(db, values, photos);

/**
 * Updates the report and, given `nextPhotos`, replaces its photos with what that returns for
 * the current ones, under a row lock. Undefined when the report is gone; else the photos
 * before and after.
 */
export const updateReport = (
  db: Db,
  id: number,
  values: Partial<ReportColumns>,
  nextPhotos?: (current: PhotoKeys[]) => PhotoKeys[],
) => posts.update(db, id, values, nextPhotos);

/** Deletes the report with its photo rows; returns the photos, whose files are the caller's. */
export async function deleteReport(db: Db, id: number): Promise<PhotoKeys[]> {
  return db.transaction(async (tx) => {
    await lockReport(tx, id);
    const photos = await reportPhotoKeys(tx, id);
    await tx.delete(lostReports).where(eq(lostReports.id, id));
    return photos;
  });
}

/** Who saw which number, and from where (ADR 136). */
export async function logPhoneReveal(
  db: Db,
  reveal: { reportId: number; userId: number; ip: string },
) {
  await db.insert(phoneReveals).values(reveal);
}

/** A stored photo's access: public while its report is (ADR 225). */
export const reportPhotoAccess = posts.photoAccess;
