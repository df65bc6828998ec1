import type { AuditAction, AuditEntry, AuditPage, AuditQuery } from '@chajul/contracts';
import { auditQuerySchema } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { insertAuditEntry, listAuditEntries } from './audit.repository';

/** What was read or removed: `{ kind: 'user', id: 12 }`. */
export type AuditTarget = { kind: string; id: number | string };

export type AuditRecord = {
  /** The member who acted (an admin, or the member exporting or leaving); null for a job. */
  actor: { id: number } | number | null;
  action: AuditAction;
  target: AuditTarget;
  /** The request's address (`request.ip`, proxy-aware under TRUST_PROXY). */
  ip: string;
};

/**
 * Writes one entry of the audit trail (issue 29, ADR 163). Call it from the route, after the
 * service has read or removed the data and before answering, with the app or its database:
 * `await recordAudit(app, { actor: currentUser(request), action: 'member.export',
 * target: { kind: 'user', id: user.id }, ip: request.ip })`.
 */
export async function recordAudit(to: { db: Db } | Db, record: AuditRecord): Promise<void> {
  const db = 'db' in to && !('insert' in to) ? to.db : (to as Db);
  const actorId =
    record.actor === null
      ? null
      : typeof record.actor === 'number'
        ? record.actor
        : record.actor.id;
  await insertAuditEntry(db, {
    actorId,
    action: record.action,
    targetKind: record.target.kind,
    targetId: String(record.target.id),
    ip: record.ip,
  });
}

/** Korean days (KST) as the admin types them: `to` includes its whole day. */
const kstDay = (day: string, plusDays = 0) => {
  const at = new Date(`${day}T00:00:00+09:00`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at;
};

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const q = auditQuerySchema.parse(query);
  const { rows, total } = await listAuditEntries(db, {
    actorUserid: q.actor,
    action: q.action,
    from: q.from ? kstDay(q.from) : undefined,
    until: q.to ? kstDay(q.to, 1) : undefined,
    offset: q.page * q.size,
    limit: q.size,
  });
  return {
    content: rows.map((r): AuditEntry => ({
      ...r,
      action: r.action as AuditEntry['action'],
      at: r.at.toISOString(),
    })),
    totalPages: Math.ceil(total / q.size),
    totalElements: total,
    number: q.page,
  };
}
