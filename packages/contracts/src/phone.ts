import { z } from 'zod';

/*
 * A member's mobile number for texts (SMS and 알림톡, issue 39 item 4, ADR 250): entered in
 * 마이페이지, verified by a code sent to it, and shown back as its last four digits only.
 */

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 5;

export const mobileMessages = {
  invalid: '휴대폰 번호를 확인해주세요. (예: 010-1234-5678)',
  codeSent: `인증번호를 보냈어요. ${PHONE_CODE_MINUTES}분 안에 입력해주세요.`,
  codeInvalid: `인증번호 ${PHONE_CODE_LENGTH}자리를 입력해주세요.`,
  codeWrong: '인증번호가 맞지 않아요.',
  codeExpired: '인증번호가 만료되었어요. 다시 받아주세요.',
  codeTooMany: '인증번호를 여러 번 틀렸어요. 인증번호를 다시 받아주세요.',
  tooSoon: '인증번호는 1분에 한 번만 받을 수 있어요. 잠시 후 다시 시도해주세요.',
  tooManyToday: '오늘은 인증번호를 더 받을 수 없어요. 내일 다시 시도해주세요.',
  noPending: '먼저 인증번호를 받아주세요.',
  verified: '휴대폰 번호를 인증했어요. 중요한 알림을 문자로도 보내 드려요.',
  removed: '휴대폰 번호를 지웠어요. 더 이상 문자를 보내지 않아요.',
  unavailable: '지금은 문자 알림을 쓸 수 없어요.',
  sendFailed: '인증번호를 보내지 못했어요. 잠시 후 다시 시도해주세요.',
  codeText: (code: string) =>
    `[찾아줄개] 인증번호는 ${code}입니다. ${PHONE_CODE_MINUTES}분 안에 입력해주세요.`,
} as const;

/** Korean mobile numbers: 010 (and the old 011, 016–019), with or without hyphens. */
export const phoneStartSchema = z.object({
  phone: z
    .string({ error: mobileMessages.invalid })
    .trim()
    .regex(/^01[016-9]-?\d{3,4}-?\d{4}$/, mobileMessages.invalid),
});
export const phoneVerifySchema = z.object({
  code: z
    .string({ error: mobileMessages.codeInvalid })
    .trim()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), mobileMessages.codeInvalid),
});

/** What 마이페이지 shows: never the number, only its last four digits. */
export const phoneStatusSchema = z.object({
  /** False when the server has no SMS provider configured. */
  available: z.boolean(),
  phone: z
    .object({
      last4: z.string(),
      verified: z.boolean(),
      /** A code waits to be entered (and has not expired). */
      pending: z.boolean(),
    })
    .nullable(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;
