import { moderationMessages } from '@chajul/contracts';

/** The Korean strings of the admin's queue of flagged posts (ADR 138; the flag dialog's are ko-flags). */
export const koModeration = {
  ...moderationMessages,
  tab: '신고된 글',
  showAll: '처리한 글도 보기',
  empty: '확인할 신고가 없습니다.',
  allEmpty: '신고된 글이 없습니다.',
  queue: '신고된 글 목록',
  author: '작성자',
  reasons: '사유',
  notes: '신고 내용',
  count: (n: number) => `신고 ${n}건`,
  lastFlagged: '마지막 신고',
  view: '글 보기',
  hiddenBadge: '숨김',
  blockedBadge: '차단된 작성자',
  doneBadge: '처리함',
  blockConfirm: (author: string) =>
    `${author} 님을 차단할까요? 이 글을 숨기고, 이 작성자는 더는 글이나 메시지를 올릴 수 없습니다.`,
  actionFailed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
