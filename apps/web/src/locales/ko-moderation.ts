import { moderationMessages } from '@chajul/contracts';

/** The Korean strings of flags and the admin's queue of flagged posts (ADR 138). */
export const koModeration = {
  ...moderationMessages,
  flag: '신고하기',
  flagTitle: '이 글을 신고할까요?',
  flagHelp: '운영자가 확인하고, 운영 정책에 맞지 않으면 숨깁니다. 신고한 사람은 알리지 않아요.',
  reason: '신고 사유',
  detail: '자세한 내용 (선택)',
  detailPlaceholder: '어떤 점이 문제인지 적어주시면 확인이 빨라요.',
  send: '신고 보내기',
  sending: '보내는 중...',
  cancel: '취소',
  flagFailed: '신고를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
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
