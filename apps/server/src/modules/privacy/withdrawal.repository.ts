import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storageDeletions, users } from '../../db/schema';

/**
 * Login fails from now on: the mark and a new credential version; `alsoNow` runs in the same
 * transaction (the modules' `atMark` steps: no refresh token or reset link is left).
 */
export async function markWithdrawing(
  db: Db,
  userId: number,
  alsoNow?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(users)
      .set({
        withdrawingAt: new Date(),
        credentialVersion: sql`${users.credentialVersion} + 1`,
      })
      .where(and(eq(users.id, userId), isNull(users.withdrawingAt)))
      .returning({ id: users.id });
    await alsoNow?.(tx as unknown as Db);
    return marked.length === 1;
  });
}

/** Members whose withdrawal was asked for and has not finished (a crash, or still queued). */
export async function pendingWithdrawals(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.withdrawingAt), isNull(users.withdrawnAt)));
  return rows.map((row) => row.id);
}

export const queuedFiles = async (db: Db, limit: number) =>
  (await db.select({ key: storageDeletions.key }).from(storageDeletions).limit(limit)).map(
    (row) => row.key,
  );

export async function forgetQueuedFiles(db: Db, keys: string[]) {
  if (keys.length > 0) await db.delete(storageDeletions).where(inArray(storageDeletions.key, keys));
}

/** The account row keeps its id and the withdrawal time; every personal field is replaced. */
export async function blankAccount(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      userid: `_w${userId}`,
      nickname: `_w${userId}`,
      email: `withdrawn-${userId}@invalid`,
      passwordHash: '!',
      name: null,
      alertPreferences: {},
      blockedAt: null,
      withdrawnAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The member an admin deletes, if there is one: whether a withdrawal already began. */
export async function memberOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, withdrawingAt: users.withdrawingAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
