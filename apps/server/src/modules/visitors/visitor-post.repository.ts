import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blockedEmails, usedFormTokens } from '../../db/schema';
import { emailKey } from '../../lib/email-key';

export async function isEmailBlocked(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: blockedEmails.email })
    .from(blockedEmails)
    .where(eq(blockedEmails.email, emailKey(email)));
  return rows.length > 0;
}

/**
 * Records a form token's use; false when it served a post already. Tokens past their expiry
 * go first: a stale token is refused before it gets here, so none is needed after.
 */
export async function claimFormToken(db: Db, mac: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedFormTokens).where(lt(usedFormTokens.expiresAt, new Date()));
  const rows = await db
    .insert(usedFormTokens)
    .values({ mac, expiresAt })
    .onConflictDoNothing()
    .returning({ mac: usedFormTokens.mac });
  return rows.length > 0;
}

/** A post that failed after its token was recorded gives the token back. */
export async function releaseFormToken(db: Db, mac: string) {
  await db.delete(usedFormTokens).where(eq(usedFormTokens.mac, mac));
}
