import { and, count, desc, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { phoneNumbers, smsSends } from '../../../db/schema';

export const findPhone = async (db: Db, userId: number) =>
  (await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, userId)))[0];

/** A new number (or the same again) waits for its code: unverified until the code is entered. */
export async function savePendingPhone(
  db: Db,
  row: {
    userId: number;
    numberCipher: string;
    last4: string;
    codeMac: string;
    codeExpiresAt: Date;
  },
) {
  const pending = { ...row, verifiedAt: null, codeTries: 0 };
  await db
    .insert(phoneNumbers)
    .values(pending)
    .onConflictDoUpdate({ target: phoneNumbers.userId, set: pending });
}

export async function countWrongCode(db: Db, userId: number) {
  const [row] = await db
    .select({ tries: phoneNumbers.codeTries })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.userId, userId));
  await db
    .update(phoneNumbers)
    .set({ codeTries: (row?.tries ?? 0) + 1 })
    .where(eq(phoneNumbers.userId, userId));
}

export async function markVerified(db: Db, userId: number) {
  await db
    .update(phoneNumbers)
    .set({ verifiedAt: new Date(), codeMac: null, codeExpiresAt: null, codeTries: 0 })
    .where(eq(phoneNumbers.userId, userId));
}

export async function deletePhone(db: Db, userId: number) {
  await db.delete(phoneNumbers).where(eq(phoneNumbers.userId, userId));
}

/** Texts of a kind (CODE), or of every other kind, to a member since `since`. */
export async function countSends(db: Db, userId: number, since: Date, codes: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(smsSends)
    .where(
      and(
        eq(smsSends.userId, userId),
        gte(smsSends.createdAt, since),
        codes ? eq(smsSends.kind, 'CODE') : ne(smsSends.kind, 'CODE'),
      ),
    );
  return row?.n ?? 0;
}

export async function lastCodeAt(db: Db, userId: number) {
  const [row] = await db
    .select({ at: smsSends.createdAt })
    .from(smsSends)
    .where(and(eq(smsSends.userId, userId), eq(smsSends.kind, 'CODE')))
    .orderBy(desc(smsSends.createdAt))
    .limit(1);
  return row?.at;
}

export async function insertSend(db: Db, userId: number, kind: string, status = 'QUEUED') {
  const [row] = await db
    .insert(smsSends)
    .values({ userId, kind, status, ...(status === 'SENT' ? { sentAt: new Date() } : {}) })
    .returning({ id: smsSends.id });
  return row!.id;
}

export async function markSend(db: Db, id: number, status: 'SENT' | 'FAILED') {
  await db
    .update(smsSends)
    .set(status === 'SENT' ? { status, sentAt: new Date() } : { status })
    .where(eq(smsSends.id, id));
}

/** True the first time: the fallback goes once however often the text is retried. */
export async function claimFallback(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsSends)
    .set({ fellBackAt: new Date() })
    .where(and(eq(smsSends.id, id), isNull(smsSends.fellBackAt)))
    .returning({ id: smsSends.id });
  return rows.length > 0;
}
