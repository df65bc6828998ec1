import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inquiries, inquiryReplies } from '../../db/schema';

/** The member's inquiries with the replies to them, for 내 정보 다운로드. */
export async function inquiriesOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(asc(inquiries.id));
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await db
        .select({
          inquiryId: inquiryReplies.inquiryId,
          adminNickname: inquiryReplies.adminNickname,
          content: inquiryReplies.content,
          createdAt: inquiryReplies.createdAt,
        })
        .from(inquiryReplies)
        .where(inArray(inquiryReplies.inquiryId, ids))
        .orderBy(asc(inquiryReplies.id))
    : [];
  return rows.map((row) => ({ ...row, replies: replies.filter((r) => r.inquiryId === row.id) }));
}

/**
 * The withdrawal's `inquiries` step: the member's inquiries with every reply to them (ADR 165);
 * their own replies as an admin stay, unsigned.
 */
export async function deleteInquiries(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(inquiries).where(eq(inquiries.userId, userId));
    await tx
      .update(inquiryReplies)
      .set({ adminId: null })
      .where(eq(inquiryReplies.adminId, userId));
  });
}
