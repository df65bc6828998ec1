import type { FastifyBaseLogger } from 'fastify';

/**
 * One privacy-relevant act (issue 29): who did what to whose data, from where. Ids only: no
 * personal field ever goes in an event.
 */
export type PrivacyEvent = {
  action: 'member.withdraw' | 'member.delete' | 'member.export';
  actorId: number;
  targetUserId: number;
  ip: string;
};

/** Where privacy events go. The audit trail joins here; until then, the app's log. */
export type AuditSink = (event: PrivacyEvent) => Promise<void>;

export const logAuditSink =
  (log: FastifyBaseLogger): AuditSink =>
  async (event) => {
    log.info({ audit: event }, 'privacy event');
  };

/**
 * The one call through which withdrawals, admin deletions and exports are recorded: the
 * audit trail (issue 29 item 6) joins here by replacing the sink (`app.privacyAudit`).
 */
export async function audit(deps: { audit: AuditSink }, event: PrivacyEvent) {
  await deps.audit(event);
}
