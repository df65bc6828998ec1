import type { AuditAction } from '@chajul/contracts';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type NewAuditEntry = {
  actorId: number | null;
  action: AuditAction;
  targetKind: string;
  targetId: string;
  ip: string;
};

/** The only write there is: the trail is append-only for the application (ADR 163). */
export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = {
  actorUserid?: string;
  action?: AuditAction;
  /** Inclusive lower and exclusive upper bound. */
  from?: Date;
  until?: Date;
  offset: number;
  limit: number;
};

/** Newest first, with the actor's 아이디 where the account still has one. */
export async function listAuditEntries(db: Db, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.actorUserid) where.push(sql`lower(${users.userid}) = lower(${filter.actorUserid})`);
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.until) where.push(lt(auditLog.at, filter.until));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      // A withdrawn account's 아이디 is the blank `_w{id}` (blankAccount): it names no one.
      actorUserid: sql<
        string | null
      >`case when ${users.withdrawnAt} is null then ${users.userid} end`,
      actorWithdrawn: sql<boolean>`${users.withdrawnAt} is not null`,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      ip: auditLog.ip,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(condition);
  return { rows, total: count?.n ?? 0 };
}
