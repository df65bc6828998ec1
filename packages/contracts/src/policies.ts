import { z } from 'zod';

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
