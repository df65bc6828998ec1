import { moderationMessages } from '@chajul/contracts';

/** The Korean strings of the flag dialog (components/ui/flag-dialog; ADR 138). */
export const koFlags = {
  ...moderationMessages,
  open: '신고하기',
  title: '이 글을 신고할까요?',
  help: '운영자가 확인하고, 운영 정책에 맞지 않으면 숨깁니다. 신고한 사람은 알리지 않아요.',
  reason: '신고 사유',
  detail: '자세한 내용 (선택)',
  cancel: '취소',
  send: '신고 보내기',
  sending: '보내는 중...',
  failed: '신고를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
