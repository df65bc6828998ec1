import { z } from 'zod';

/** 회원 탈퇴 and 내 정보 다운로드 (issue 29, ADR 165): what the server and the web say. */
export const withdrawalMessages = {
  passwordRequired: '비밀번호를 입력하세요.',
  passwordWrong: '비밀번호가 올바르지 않습니다.',
  withdrawn: '회원 탈퇴가 접수되었습니다. 그동안 찾아줄개를 이용해 주셔서 감사합니다.',
  alreadyWithdrawing: '이미 탈퇴를 진행 중인 계정입니다.',
  exportTooMany: '내 정보 다운로드는 잠시 후 다시 시도해주세요.',
} as const;

const m = withdrawalMessages;

export const withdrawBodySchema = z.object({
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/** What the export's data.json holds (its top-level keys, in order). */
export const exportSections = [
  'profile',
  'consents',
  'reports',
  'sightings',
  'inquiries',
  'matches',
  'notifications',
  'messages',
] as const;
export type ExportSection = (typeof exportSections)[number];
