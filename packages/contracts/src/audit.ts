import { z } from 'zod';
import { contentPageSchema, queryInt } from './common';

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
  actorUserid: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetKind: z.string(),
  targetId: z.string(),
  ip: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD로 입력하세요.');

/** GET /api/admin/audit: who (their 아이디), which action, which Korean days; pages of 20. */
export const auditQuerySchema = z.object({
  actor: z.preprocess(emptyAsUndefined, z.string().trim().max(50).optional()),
  action: z.preprocess(emptyAsUndefined, z.enum(AUDIT_ACTIONS).optional()),
  from: z.preprocess(emptyAsUndefined, dayText.optional()),
  to: z.preprocess(emptyAsUndefined, dayText.optional()),
  page: queryInt(0, { max: 100_000 }),
  size: queryInt(20, { min: 1, max: 100 }),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = contentPageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
