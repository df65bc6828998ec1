import { and, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flags, lostReports, messages, sightings } from '../../db/schema';

/** The withdrawal's `flags` step: the flags the member raised. */
export async function deleteFlagsBy(db: Db, userId: number) {
  await db.delete(flags).where(eq(flags.flagger, `user:${userId}`));
}

/**
 * Retention `resolvedFlags`, its first half: an open flag stays until an admin acts on it
 * (ADR 138), but nobody can act on an item its author deleted: such a flag counts as handled
 * the day this finds it, and goes with the resolved flags 90 days later, instead of keeping the
 * flagger's words for ever. The items are read as moderation.repository reads them.
 */
export async function resolveFlagsOnDeletedItems(db: Db, now: Date) {
  const gone = (type: string, table: typeof lostReports | typeof sightings | typeof messages) =>
    and(
      eq(flags.targetType, type),
      notExists(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(eq(table.id, flags.targetId)),
      ),
    );
  const rows = await db
    .update(flags)
    .set({ resolvedAt: now })
    .where(
      and(
        isNull(flags.resolvedAt),
        or(
          gone('LOST_REPORT', lostReports),
          gone('SIGHTING', sightings),
          gone('MESSAGE', messages),
        ),
      ),
    )
    .returning({ id: flags.id });
  return rows.length;
}
