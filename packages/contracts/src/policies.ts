import { z } from 'zod';
import { contentPageSchema, queryInt } from './common';

/*
 * The terms and the privacy policy (issue 29): which version is in force and since when, the
 * consents a member gives, and the answers about them. A new version here asks every member
 * again at their next login (ADR 161).
 */

export const POLICY_KINDS = ['terms', 'privacy'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const policyVersionSchema = z.object({
  version: z.string(),
  /** YYYY-MM-DD, Korean date. */
  effectiveDate: z.string(),
});
export type PolicyVersion = z.infer<typeof policyVersionSchema>;
export type PolicyVersions = Record<PolicyKind, PolicyVersion>;

/** The versions in force. Bump one (and its date) when its page's text changes in substance. */
export const CURRENT_POLICIES: PolicyVersions = {
  terms: { version: '1.0', effectiveDate: '2026-12-01' },
  privacy: { version: '1.0', effectiveDate: '2026-12-01' },
};

/** What a member agrees to: the two policies and age (required), e-mail alerts (optional). */
export const CONSENT_KINDS = ['terms', 'privacy', 'age14', 'emailAlerts'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const REQUIRED_CONSENTS = ['terms', 'privacy', 'age14'] as const;
export const OPTIONAL_CONSENTS = ['emailAlerts'] as const;

export const consentMessages = {
  termsRequired: '이용약관에 동의해야 가입할 수 있습니다.',
  privacyRequired: '개인정보 수집·이용에 동의해야 가입할 수 있습니다.',
  age14Required: '만 14세 이상만 가입할 수 있습니다.',
  reconsentRequired: '바뀐 약관에 동의해주세요.',
  consentsUpdated: '동의 내용을 저장했습니다.',
  consentsInvalid: '동의 항목을 다시 확인해주세요.',
} as const;

/** The consent boxes of the signup form, as the signup body carries them. */
export const signupConsentsShape = {
  agreeTerms: z.literal(true, { error: consentMessages.termsRequired }),
  agreePrivacy: z.literal(true, { error: consentMessages.privacyRequired }),
  agreeAge14: z.literal(true, { error: consentMessages.age14Required }),
  agreeEmailAlerts: z.boolean({ error: consentMessages.consentsInvalid }).default(false),
};

export const policyProcessorSchema = z.object({
  /** Who (a company or service). */
  name: z.string(),
  /** What they do with the data. */
  purpose: z.string(),
  /** Which items they see. */
  items: z.string(),
});
export type PolicyProcessor = z.infer<typeof policyProcessorSchema>;

/** GET /api/policies: what the policy pages show from the server's settings. */
export const policiesResponseSchema = z.object({
  terms: policyVersionSchema,
  privacy: policyVersionSchema,
  operator: z.object({ name: z.string(), email: z.string() }),
  processors: z.array(policyProcessorSchema),
});
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

/** A member's consent to one kind, as 마이페이지 shows it. */
export const consentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The policy version agreed to (terms, privacy); the version in force at the time otherwise. */
  version: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

/** GET /api/mypage/consents. */
export const myConsentsSchema = z.object({
  consents: z.array(consentSchema),
  /** Policies in force that the member has not agreed to yet (ADR 161). */
  consentRequired: z.array(z.enum(POLICY_KINDS)),
});
export type MyConsents = z.infer<typeof myConsentsSchema>;

/**
 * POST /api/mypage/consents: agree to the policies now in force (the 약관 변경 동의 screen)
 * and/or change the optional e-mail consent. Required ones cannot be withdrawn here: leaving
 * is 회원 탈퇴.
 */
export const consentsUpdateSchema = z
  .object({
    agreeTerms: z.literal(true, { error: consentMessages.termsRequired }).optional(),
    agreePrivacy: z.literal(true, { error: consentMessages.privacyRequired }).optional(),
    agreeEmailAlerts: z.boolean({ error: consentMessages.consentsInvalid }).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: consentMessages.consentsInvalid,
  });
export type ConsentsUpdate = z.infer<typeof consentsUpdateSchema>;

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
