import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { revokeCredentials } from './auth.repository';

/**
 * A change of a member's credentials:
 * - `password`: a new password, set on my page or through a reset link;
 * - `sessions`: the member's sessions are no longer trusted (a used refresh token came back).
 */
export type CredentialChange = { kind: 'password'; newPassword: string } | { kind: 'sessions' };

/**
 * The one way a member's credentials change (ADR 110). Each change revokes every outstanding
 * credential of its kind and of the kinds made from it: the password makes reset links and
 * sessions, a session makes access tokens. So a new password ends every reset link, refresh
 * token and access token issued before it; ending the sessions ends their access tokens too.
 */
export async function changeCredentials(
  db: Db,
  userId: number,
  change: CredentialChange,
): Promise<void> {
  if (change.kind === 'password') {
    const passwordHash = await hashPassword(change.newPassword);
    await revokeCredentials(db, userId, { resetLinks: true, passwordHash });
  } else {
    await revokeCredentials(db, userId, { resetLinks: false });
  }
}
