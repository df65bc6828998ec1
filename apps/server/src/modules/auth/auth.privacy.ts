import { eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, refreshTokens } from '../../db/schema';

/**
 * The withdrawal's `sessions` step: no refresh token or reset link of the member is left. It
 * also runs in the transaction that marks the account withdrawing (`atMark`).
 */
export async function deleteSessions(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  });
}

/** Retention `expiredSessions`: refresh tokens past their time, reset links past theirs or used. */
export async function deleteExpiredSessions(db: Db, now: Date) {
  const sessions = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const resets = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return sessions.length + resets.length;
}
