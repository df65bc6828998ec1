import { z } from 'zod';
import { contentPageSchema, isCalendarDay, queryInt } from './common';

/* The audit trail (issue 29 item 6, ADR 163). */

export const AUDIT_ACTIONS = [
  'member.view',
  'member.reports.view',
  'member.inquiries.view',
  'inquiry.view',
  'member.export',
  'member.delete',
  'member.withdraw',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  /** Null for an account that is gone or withdrawn (its 아이디 was blanked to `_w{id}`). */
  actorUserid: z.string().nullable(),
  /** The admin withdrew since: 「탈퇴한 관리자」, not the blanked `_w{id}` (issue 38 item 17). */
  actorWithdrawn: z.boolean(),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.string(),
  targetId: z.string(),
  ip: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Each day names its field (the filter's labels 시작일 and 종료일): which of the two is wrong. */
export const auditMessages = {
  fromInvalid: '시작일을 2026-12-01처럼 달력에 있는 날짜로 입력하세요.',
  toInvalid: '종료일을 2026-12-01처럼 달력에 있는 날짜로 입력하세요.',
} as const;
const dayText = (message: string) => z.string().refine(isCalendarDay, message);

/** GET /api/admin/audit: who (their 아이디), which action, which Korean days; pages of 20. */
export const auditQuerySchema = z.object({
  actor: z.preprocess(emptyAsUndefined, z.string().trim().max(50).optional()),
  action: z.preprocess(emptyAsUndefined, z.enum(AUDIT_ACTIONS).optional()),
  from: z.preprocess(emptyAsUndefined, dayText(auditMessages.fromInvalid).optional()),
  to: z.preprocess(emptyAsUndefined, dayText(auditMessages.toInvalid).optional()),
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(20, { min: 1, max: 100 }),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = contentPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
