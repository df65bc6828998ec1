import { z } from 'zod';

/*
 * A lost report without an account (issue 39 item 2, ADR 243): the same path as a finder's
 * post. It waits for the mailed link, the link edits and closes it later, and a member with
 * that address may move it to their account.
 */

/** The private link of a visitor's lost report travels in this header, never in a URL query. */
export const OWNER_TOKEN_HEADER = 'x-owner-token';

export const lostVisitorMessages = {
  confirmSent:
    '확인 메일을 보냈습니다. 메일의 링크를 누르면 실종 신고가 올라가고, 그 링크로 나중에 수정하거나 마감할 수 있어요.',
  confirmed: '실종 신고가 올라갔습니다. 비슷한 강아지를 찾고 있어요.',
  linkInvalid: '유효하지 않거나 마감된 신고 링크입니다.',
  /** The author's name where a visitor's report shows one. */
  nickname: '보호자',
  mailSubject: '[찾아줄개] 실종 신고를 확인해주세요',
  claimPrompt: '이 이메일로 올린 신고가 있어요',
  claimHint: (n: number) =>
    `계정 없이 이 이메일로 올린 실종 신고 ${n}건이 있어요. 확인 메일을 받아 내 계정으로 옮길 수 있어요.`,
  claimAction: '내 계정으로 옮기기',
  claimMailSent: '확인 메일을 보냈습니다. 메일의 링크를 누르면 신고가 내 계정으로 옮겨집니다.',
  claimMailSubject: '[찾아줄개] 이메일로 올린 실종 신고를 내 계정으로 옮기기',
  claimed: (n: number) => `실종 신고 ${n}건을 내 계정으로 옮겼습니다.`,
  claimLinkInvalid: '유효하지 않거나 만료된 링크입니다. 마이페이지에서 다시 요청해주세요.',
  nothingToClaim: '옮길 신고가 없습니다.',
} as const;

/** How many confirmed visitor reports carry the member's address (마이페이지's prompt). */
export const claimableReportsSchema = z.object({ count: z.number().int() });
export const claimBodySchema = z.object({ token: z.string().min(1).max(300) });
export const claimedReportsSchema = z.object({
  status: z.literal('ok'),
  message: z.string(),
  count: z.number().int(),
});
