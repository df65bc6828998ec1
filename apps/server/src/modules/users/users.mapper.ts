import type { User } from '@chajul/contracts';
import type { UserRow } from '../../db/schema';

/** The user as every call shows it: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    userid: row.userid,
    nickname: row.nickname,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
