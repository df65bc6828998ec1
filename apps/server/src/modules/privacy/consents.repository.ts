import type { ConsentKind } from '@chajul/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userConsents } from '../../db/schema';

export async function insertConsents(
  db: Db,
  userId: number,
  consents: { kind: ConsentKind; version: string }[],
): Promise<void> {
  if (consents.length === 0) return;
  await db.insert(userConsents).values(consents.map((c) => ({ ...c, userId })));
}

/** Every consent the member gave, oldest first, withdrawn ones included. */
export function consentsOf(db: Db, userId: number) {
  return db
    .select()
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(asc(userConsents.givenAt), asc(userConsents.id));
}

export async function withdrawConsent(db: Db, userId: number, kind: ConsentKind): Promise<void> {
  await db
    .update(userConsents)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(userConsents.userId, userId),
        eq(userConsents.kind, kind),
        isNull(userConsents.withdrawnAt),
      ),
    );
}

/**
 * The consents given and withdrawn, with the policy version of each (ADR 161), for
 * 내 정보 다운로드.
 */
export function consentHistoryOf(db: Db, userId: number) {
  return db
    .select({
      kind: userConsents.kind,
      version: userConsents.version,
      givenAt: userConsents.givenAt,
      withdrawnAt: userConsents.withdrawnAt,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(asc(userConsents.id));
}

/** The withdrawal's `consents` step (issue 29). */
export async function deleteConsents(db: Db, userId: number) {
  await db.delete(userConsents).where(eq(userConsents.userId, userId));
}
