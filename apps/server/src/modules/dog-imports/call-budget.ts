import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicDataCalls } from '../../db/schema';
import { kstDay } from '../../lib/kst';

/** The day's calls to a source are spent: the run stops and keeps what it stored. */
export class BudgetSpentError extends Error {
  constructor(source: string, budget: number) {
    super(`${source}: the ${budget} calls of today are spent; imports resume after midnight KST`);
    this.name = 'BudgetSpentError';
  }
}

/**
 * Counts one call to `source` today (Korean day) unless that would pass `budget`, in one
 * statement, so several processes and the CLI share one count (ADR 033). Throws when spent.
 */
export async function countCall(db: Db, source: string, budget: number, now = new Date()) {
  const day = kstDay(now);
  const counted = await db
    .insert(publicDataCalls)
    .values({ source, day, calls: 1 })
    .onConflictDoUpdate({
      target: [publicDataCalls.source, publicDataCalls.day],
      set: { calls: sql`${publicDataCalls.calls} + 1` },
      setWhere: sql`${publicDataCalls.calls} < ${budget}`,
    })
    .returning({ calls: publicDataCalls.calls });
  if (!counted.length) throw new BudgetSpentError(source, budget);
}

export async function callsToday(db: Db, source: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ calls: publicDataCalls.calls })
    .from(publicDataCalls)
    .where(and(eq(publicDataCalls.source, source), eq(publicDataCalls.day, kstDay(now))));
  return row?.calls ?? 0;
}
