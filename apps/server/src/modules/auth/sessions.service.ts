import { randomUUID } from 'node:crypto';
import { unauthorized } from '../../errors';
import { hashToken, randomToken } from '../../lib/tokens';
import type { Db } from '../../db/client';
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from './auth.repository';
import { changeCredentials } from './credentials';
import { authMessages } from '@chajul/contracts';
import type { TokenSubject } from '../../lib/access-token';
import { findUserById } from '../users/users.repository';

/** Matches the client's 1-day session cookies (spec §9). */
export const REFRESH_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Two tabs may refresh with the same cookie at once, and a page left during its refresh never
 * stores the new cookie: a token rotated this recently gets a new one of the same family
 * instead of being treated as a thief (ADR 002).
 */
export const ROTATION_GRACE_MS = 10_000;

/** Whom the new access token is for, and the new refresh token unless another tab got it. */
export type RefreshResult = { user: TokenSubject; refreshToken: string | undefined };

export async function startSession(db: Db, userId: number): Promise<string> {
  return issueRefreshToken(db, userId, randomUUID());
}

async function issueRefreshToken(db: Db, userId: number, familyId: string): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

/** Exchanges a refresh token for a new one; presenting a used token revokes them all. */
export async function rotateSession(db: Db, token: string | undefined): Promise<RefreshResult> {
  const invalid = () => unauthorized(authMessages.sessionExpired);
  if (!token) throw invalid();
  const row = await findRefreshToken(db, hashToken(token));
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now) throw invalid();
  const user = await findUserById(db, row.userId);
  if (!user) throw invalid();
  if (row.rotatedAt) {
    if (now.getTime() - row.rotatedAt.getTime() <= ROTATION_GRACE_MS) {
      return { user, refreshToken: await issueRefreshToken(db, row.userId, row.familyId) };
    }
    // Someone holds a copy of a used token: no session of the member can be trusted.
    await changeCredentials(db, row.userId, { kind: 'sessions' });
    throw invalid();
  }
  if (!(await markRotated(db, row.id, now))) return { user, refreshToken: undefined };
  return { user, refreshToken: await issueRefreshToken(db, row.userId, row.familyId) };
}

export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  const row = await findRefreshToken(db, hashToken(token));
  if (row) await revokeFamily(db, row.familyId);
}
