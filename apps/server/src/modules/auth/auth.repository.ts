import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, passwordResetTokens, refreshTokens, users } from '../../db/schema';

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
}

export async function insertRefreshToken(
  db: Db,
  values: { userId: number; tokenHash: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Marks a token as exchanged; false when another request exchanged it first. */
export async function markRotated(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends a member's credentials in one transaction (ADR 110): the access tokens (their version
 * moves on), every refresh token and, with `resetLinks`, every open reset link. A new
 * password hash, when given, is stored in the same transaction, so no moment exists in which
 * the new password works and an old credential still does.
 */
export async function revokeCredentials(
  db: Db,
  userId: number,
  change: { resetLinks: boolean; passwordHash?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        credentialVersion: sql`${users.credentialVersion} + 1`,
        ...(change.passwordHash ? { passwordHash: change.passwordHash, updatedAt: now } : {}),
      })
      .where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    if (!change.resetLinks) return;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  });
}

/** An advisory-lock id per key, so every process serialises the checks of one key. */
const lockIdOf = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0);

/**
 * Counts the recent failed logins of each key and, when `allowed` says so, adds one row per
 * key for the check about to run, all under a lock on every key (ADR 092): checks that arrive
 * together are counted one after another, so no more run than the limits allow. Locks are
 * taken in one global order, so two attempts never wait for each other. Returns the new
 * rows' ids, or undefined when refused.
 */
export async function reserveLoginCheck(
  db: Db,
  keys: string[],
  windowMinutes: number,
  allowed: (failures: Map<string, number>) => boolean,
): Promise<number[] | undefined> {
  return db.transaction(async (tx) => {
    const locks = [...new Set(keys.map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const id of locks)
      await tx.execute(sql`select pg_advisory_xact_lock(${String(id)}::bigint)`);
    const since = sql`now() - interval '1 minute' * ${windowMinutes}`;
    const inKeys = inArray(loginFailures.key, keys);
    await tx.delete(loginFailures).where(and(inKeys, lte(loginFailures.createdAt, since)));
    const counts = await tx
      .select({ key: loginFailures.key, n: count() })
      .from(loginFailures)
      .where(and(inKeys, gt(loginFailures.createdAt, since)))
      .groupBy(loginFailures.key);
    if (!allowed(new Map(counts.map((row) => [row.key, row.n])))) return undefined;
    const rows = await tx
      .insert(loginFailures)
      .values(keys.map((key) => ({ key })))
      .returning({ id: loginFailures.id });
    return rows.map((row) => row.id);
  });
}

/** A check that succeeded is no failure, and the failures behind it (`forgiven`) go too. */
export async function forgiveLoginCheck(db: Db, ids: number[], forgiven: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(or(inArray(loginFailures.id, ids), eq(loginFailures.key, forgiven)));
}

export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Uses the token once: returns its user when it was valid, unused and fresh. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId;
}

/** Reset links issued to one member since a moment (the per-account mail limit). */
export async function countResetTokensSince(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}
