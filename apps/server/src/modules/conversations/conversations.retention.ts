import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, lostReports, messages } from '../../db/schema';

/**
 * The family's words whose family can no longer reach them (ADR 258): a visitor family's once
 * its report closed `before` (its link ended with the closing, and it has no account to
 * withdraw), and any family's whose report was deleted. The finder's own messages stay: they
 * are the finder's, and go with the sighting. Returns how many messages went.
 */
export async function forgetFamilyMessages(db: Db, before: Date): Promise<number> {
  const unreachable = db
    .select({ id: conversations.id })
    .from(conversations)
    .leftJoin(lostReports, eq(lostReports.id, conversations.lostReportId))
    .where(
      or(
        and(isNull(conversations.lostReportId), isNull(conversations.petProfileId)),
        and(
          isNotNull(lostReports.id),
          isNull(lostReports.authorId),
          ne(lostReports.status, 'OPEN'),
          lt(lostReports.closedAt, before),
        ),
      ),
    );
  const rows = await db
    .delete(messages)
    .where(and(eq(messages.fromOwner, true), inArray(messages.conversationId, unreachable)))
    .returning({ id: messages.id });
  return rows.length;
}
