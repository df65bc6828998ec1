import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { inquiries, lostReports, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';

export type UserWithCounts = UserRow & { inquiryCount: number; lostReportCount: number };

// Column names are written out qualified: Drizzle leaves them bare in a query without a
// join, and a bare "id" inside the subquery would mean the subquery's own table.
const counts = {
  inquiryCount: sql<number>`(select count(*) from ${inquiries} where ${inquiries}.user_id = ${users}.id)::int`,
  lostReportCount: sql<number>`(select count(*) from ${lostReports} where ${lostReports}.author_id = ${users}.id)::int`,
};

/** Withdrawing and withdrawn accounts (ADR 165) are no longer members. */
const matching = (keyword: string | undefined) =>
  and(
    isNull(users.withdrawingAt),
    keyword
      ? or(
          ilike(users.userid, containsPattern(keyword)),
          ilike(users.nickname, containsPattern(keyword)),
        )
      : undefined,
  );

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
    .where(and(eq(users.id, id), isNull(users.withdrawingAt)));
  return (
    row && { ...row.user, inquiryCount: row.inquiryCount, lostReportCount: row.lostReportCount }
  );
}
