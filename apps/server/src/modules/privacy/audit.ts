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

/** Where privacy events go: the audit trail (`app.privacyAudit`, ADR 163). */
export type AuditSink = (event: PrivacyEvent) => Promise<void>;

/**
 * The one call through which withdrawals, admin deletions and exports are recorded in the
 * audit trail (issue 29 item 6).
 */
export async function audit(deps: { audit: AuditSink }, event: PrivacyEvent) {
  await deps.audit(event);
}
