import { and, count, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports } from '../../db/schema';
import { emailKey } from '../../lib/email-key';
import { reportPosts } from './reports.repository';

/** A visitor's lost report (ADR 243): PENDING until its link is opened, then OPEN. */

/** How many lost reports this mailbox sent since `since` (emailKey: +tags and case are one). */
export async function countVisitorReports(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lostReports)
    .where(
      and(eq(lostReports.visitorEmailKey, emailKey(email)), gte(lostReports.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** The link opened: PENDING becomes OPEN; false when it was confirmed before. */
export const confirmVisitorReport = reportPosts.confirm;

/** Closing a visitor's report ends its private link too (its nonce goes, as for sightings). */
export async function endVisitorLink(db: Db, id: number) {
  await db.update(lostReports).set({ linkNonce: null }).where(eq(lostReports.id, id));
}

/** Visitors' reports never confirmed by `before` go; their photos are returned for storage. */
export const deletePendingReportsBefore = reportPosts.deletePendingBefore;

/** Confirmed visitor reports sent from this address and not yet anyone's. */
const claimable = (address: string) =>
  and(
    eq(lostReports.visitorEmailKey, emailKey(address)),
    isNull(lostReports.authorId),
    ne(lostReports.status, 'PENDING'),
  );

export async function countClaimable(db: Db, address: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lostReports).where(claimable(address));
  return row?.n ?? 0;
}

/**
 * Moves them to the member: theirs from now on like any they wrote, so the visitor's address
 * and private link go (the member's login replaces both).
 */
export async function claimReports(db: Db, address: string, userId: number): Promise<number> {
  const rows = await db
    .update(lostReports)
    .set({
      authorId: userId,
      visitorEmail: null,
      visitorEmailKey: null,
      linkNonce: null,
      updatedAt: new Date(),
    })
    .where(claimable(address))
    .returning({ id: lostReports.id });
  return rows.length;
}
