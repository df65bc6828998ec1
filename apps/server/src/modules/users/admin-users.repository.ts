import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { inquiries, lostReports, reportPhotos, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type UserWithCounts = UserRow & { inquiryCount: number; lostReportCount: number };

// Column names are written out qualified: Drizzle leaves them bare in a query without a
// join, and a bare "id" inside the subquery would mean the subquery's own table.
const counts = {
  inquiryCount: sql<number>`(select count(*) from ${inquiries} where ${inquiries}.user_id = ${users}.id)::int`,
  lostReportCount: sql<number>`(select count(*) from ${lostReports} where ${lostReports}.author_id = ${users}.id)::int`,
};

const matching = (keyword: string | undefined) =>
  keyword
    ? or(
        ilike(users.userid, containsPattern(keyword)),
        ilike(users.nickname, containsPattern(keyword)),
      )
    : undefined;

/** Members newest first with the counts the admin list shows, in one query per page. */
export async function listUsersWithCounts(
  db: Db,
  options: { keyword: string | undefined; offset: number; limit: number },
): Promise<{ rows: UserWithCounts[]; total: number }> {
  const where = matching(options.keyword);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, ...counts })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.user,
      inquiryCount: r.inquiryCount,
      lostReportCount: r.lostReportCount,
    })),
    total: totalRow?.n ?? 0,
  };
}

export async function findUserWithCounts(db: Db, id: number): Promise<UserWithCounts | undefined> {
  const [row] = await db
    .select({ user: users, ...counts })
    .from(users)
    .where(eq(users.id, id));
  return (
    row && { ...row.user, inquiryCount: row.inquiryCount, lostReportCount: row.lostReportCount }
  );
}

/** The stored photos of a member's reports, to remove from the image store with them. */
/** Every photo of every report of the member (all of each report's photos, not the cover). */
export async function reportImageKeysOf(db: Db, userId: number) {
  return db
    .select({ key: reportPhotos.imageKey, thumbnailKey: reportPhotos.thumbnailKey })
    .from(reportPhotos)
    .innerJoin(lostReports, eq(lostReports.id, reportPhotos.reportId))
    .where(eq(lostReports.authorId, userId));
}

/** Deletes the member; their sessions, inquiries (with replies) and reports go by cascade. */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length === 1;
}
