import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { findUserByUserid, insertUser, updateUser } from './users.repository';

export const ADMIN_ROLE = 'ADMIN';

/** ADMIN_USERID/ADMIN_PASSWORD: create that admin, or promote the member with that ID. */
export async function ensureAdminAccount(
  db: Db,
  admin: { userid: string; password: string; email: string | undefined },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByUserid(db, admin.userid);
  if (existing) {
    if (existing.role.toUpperCase().includes(ADMIN_ROLE)) return 'unchanged';
    await updateUser(db, existing.id, { role: ADMIN_ROLE });
    return 'promoted';
  }
  await insertUser(db, {
    userid: admin.userid,
    nickname: admin.userid,
    email: admin.email ?? `${admin.userid}@chajajulgae.local`,
    passwordHash: await hashPassword(admin.password),
    role: ADMIN_ROLE,
  });
  return 'created';
}
