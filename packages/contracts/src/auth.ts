import { z } from 'zod';
import { authMessages as m } from './messages';
import { POLICY_KINDS, signupConsentsShape } from './policies';

/**
 * One spelling per name: NFKC folds full-width letters, compatibility forms and decomposed
 * Hangul into the usual characters, then the ends are trimmed. Names are stored, looked up
 * and compared in this form (issue 17).
 */
export const normalizeName = (value: string) => value.normalize('NFKC').trim();

/**
 * Characters that show nothing, or change how the text around them shows: controls and
 * format characters (zero-width spaces and joiners, bidi marks, overrides and isolates, the
 * byte-order mark, soft hyphens: Cc, Cf), line and paragraph separators (Zl, Zp), lone
 * surrogates, private-use and unassigned code points (Cs, Co, Cn), and the Hangul fillers,
 * letters that are drawn blank. A name with one of them can pass for another (issue 17).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0]/u;
export const hasInvisibleCharacters = (value: string) => INVISIBLE.test(value);

/** Text of a name field: normalised, and refused with `message` when it hides characters. */
const nameText = (error: string, message: string) =>
  z
    .string({ error })
    .overwrite(normalizeName)
    .refine((v) => !hasInvisibleCharacters(v), { message, abort: true });

// Field schemas carry their own user-facing messages and are shared by the
// signup form and the server (spec §5), so the two can never disagree.
export const nicknameSchema = nameText(m.nicknameRequired, m.nicknameChars)
  .min(3, m.nicknameMin)
  .max(20, m.nicknameMax);

/** The spec's "simple x@y.z pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = nameText(m.emailFormat, m.emailFormat)
  .max(254, m.emailFormat)
  .regex(EMAIL_PATTERN, m.emailFormat);

export const useridSchema = nameText(m.useridRequired, m.useridChars)
  .min(4, m.useridMin)
  .max(20, m.useridMax)
  .regex(/^[A-Za-z0-9_]+$/, m.useridChars);

export const PASSWORD_MIN = 8;
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(PASSWORD_MIN, m.passwordRule)
  .max(128, m.passwordMax)
  .regex(/[A-Z]/, m.passwordRule)
  .regex(/[0-9]/, m.passwordRule)
  .regex(/[^A-Za-z0-9]/, m.passwordRule);

export const userSchema = z.object({
  id: z.number().int(),
  userid: z.string(),
  nickname: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Spec §6: admin when the role text, upper-cased, contains ADMIN. */
export function isAdminRole(role: string | readonly string[] | null | undefined): boolean {
  if (!role) return false;
  const roles = typeof role === 'string' ? [role] : role;
  return roles.some((r) => r.toUpperCase().includes('ADMIN'));
}

export const loginBodySchema = z.object({
  userid: z
    .string({ error: m.useridRequired })
    .overwrite(normalizeName)
    .min(1, m.useridRequired)
    .max(100),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Policies in force the member has not agreed to yet: the web asks before anything else (ADR 161). */
export const consentRequiredSchema = z.array(z.enum(POLICY_KINDS));

/** GET /api/mypage/me: the member, and the policies they still have to agree to. */
export const meResponseSchema = userSchema.extend({ consentRequired: consentRequiredSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
  // Answers from before issue 29 carry none: nothing to ask.
  consentRequired: consentRequiredSchema.default([]),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshResponseSchema = z.object({ accessToken: z.string() });

export const signupBodySchema = z.object({
  nickname: nicknameSchema,
  userid: useridSchema,
  password: passwordSchema,
  email: emailSchema,
  ...signupConsentsShape,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupFormSchema = signupBodySchema
  .extend({ passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, {
    message: m.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

// The duplicate checks normalise and refuse hidden characters as signup does, so they can
// never call a name free that signup would refuse or count as taken.
export const checkNicknameQuerySchema = z.object({
  nickname: nameText(m.nicknameRequired, m.nicknameChars).max(100),
});
export const checkEmailQuerySchema = z.object({
  email: nameText(m.emailFormat, m.emailFormat).max(300),
});
/** true means available. */
export const availabilitySchema = z.boolean();
export const checkIdBodySchema = z.object({
  userid: nameText(m.useridRequired, m.useridChars).max(100),
});
export const checkIdResponseSchema = z.object({ exists: z.boolean() });

export const forgotPasswordBodySchema = z.object({
  email: z.string().trim().max(254, m.forgotBadEmail).includes('@', { message: m.forgotBadEmail }),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, m.resetInvalid).max(200, m.resetInvalid),
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Spec §5 (reset): all fields required, must match, 8+ characters (the signup rule applies). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().min(1, m.resetFieldsMissing).pipe(passwordSchema),
    passwordConfirm: z.string().min(1, m.resetFieldsMissing),
  })
  .refine((v) => v.newPassword === v.passwordConfirm, {
    message: m.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
