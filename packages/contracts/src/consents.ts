import { z } from 'zod';
import { CONSENT_KINDS, POLICY_KINDS, consentMessages } from './policies';

/* A member's consents on 마이페이지 and the 약관 변경 동의 screen (issue 29, ADR 161). */

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
