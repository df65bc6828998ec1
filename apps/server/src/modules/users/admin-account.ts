import type { PolicyVersions } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { agreeTo } from '../privacy/consents.service';
import { findUserByUserid, insertUser, updateUser } from './users.repository';

export const ADMIN_ROLE = 'ADMIN';

/**
 * ADMIN_USERID/ADMIN_PASSWORD: create that admin, or promote the member with that ID. The
 * operator's own account agrees to the operator's policies in force (ADR 161).
 */
export async function ensureAdminAccount(
  db: Db,
  admin: { userid: string; password: string; email: string | undefined },
  policies: PolicyVersions,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByUserid(db, admin.userid);
  if (existing) {
    await agreeTo(db, existing.id, policies, ['terms', 'privacy', 'age14']);
    if (existing.role.toUpperCase().includes(ADMIN_ROLE)) return 'unchanged';
    await updateUser(db, existing.id, { role: ADMIN_ROLE });
    return 'promoted';
  }
  const created = await insertUser(db, {
    userid: admin.userid,
    nickname: admin.userid,
    email: admin.email ?? `${admin.userid}@chajajulgae.local`,
    passwordHash: await hashPassword(admin.password),
    role: ADMIN_ROLE,
  });
  await agreeTo(db, created.id, policies, ['terms', 'privacy', 'age14']);
  return 'created';
}
