import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { LostReportRow } from '../../db/schema';
import { lostReports, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type ReportWithAuthor = LostReportRow & { authorNickname: string; authorUserid: string };
export type NewReport = typeof lostReports.$inferInsert;

export type ReportFilter = {
  type: 'all' | 'title' | 'content' | 'title_content' | 'dogName';
  region?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  species?: string | undefined;
  authorId?: number | undefined;
};

const withAuthor = {
  report: lostReports,
  authorNickname: users.nickname,
  authorUserid: users.userid,
};
const flatten = (r: { report: LostReportRow; authorNickname: string; authorUserid: string }) => ({
  ...r.report,
  authorNickname: r.authorNickname,
  authorUserid: r.authorUserid,
});

/** The keyword is matched literally: % and _ typed by a user are not wildcards. */

function keywordCondition(type: ReportFilter['type'], keyword: string): SQL | undefined {
  const k = containsPattern(keyword);
  const columns = {
    title: [lostReports.title],
    content: [lostReports.content],
    title_content: [lostReports.title, lostReports.content],
    dogName: [lostReports.dogName],
    all: [lostReports.title, lostReports.content, lostReports.dogName, lostReports.species],
  }[type];
  return or(...columns.map((c) => ilike(c, k)));
}

function where(filter: ReportFilter): SQL | undefined {
  return and(
    filter.region ? eq(lostReports.region, filter.region) : undefined,
    filter.district ? eq(lostReports.district, filter.district) : undefined,
    filter.species ? ilike(lostReports.species, containsPattern(filter.species)) : undefined,
    filter.keyword ? keywordCondition(filter.type, filter.keyword) : undefined,
    filter.authorId !== undefined ? eq(lostReports.authorId, filter.authorId) : undefined,
  );
}

export async function listReports(
  db: Db,
  filter: ReportFilter,
  paging: { offset: number; limit: number; order: 'asc' | 'desc' },
): Promise<{ rows: ReportWithAuthor[]; total: number }> {
  const condition = where(filter);
  const sort = paging.order === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(withAuthor)
      .from(lostReports)
      .innerJoin(users, eq(users.id, lostReports.authorId))
      .where(condition)
      .orderBy(sort(lostReports.createdAt), sort(lostReports.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(lostReports).where(condition),
  ]);
  return { rows: rows.map(flatten), total: totalRow?.n ?? 0 };
}

export async function findReport(db: Db, id: number): Promise<ReportWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(lostReports)
    .innerJoin(users, eq(users.id, lostReports.authorId))
    .where(eq(lostReports.id, id));
  return row && flatten(row);
}

export async function insertReport(db: Db, values: NewReport): Promise<LostReportRow> {
  const [row] = await db.insert(lostReports).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateReport(db: Db, id: number, values: Partial<NewReport>): Promise<void> {
  await db
    .update(lostReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lostReports.id, id));
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.delete(lostReports).where(eq(lostReports.id, id));
}
