import { moderationMessages } from '@chajul/contracts';

/** The Korean strings of the flag dialog (components/ui/flag-dialog; ADR 138). */
export const koFlags = {
  ...moderationMessages,
  open: '신고하기',
  title: (target: string) => `이 ${target} 신고하기`,
  help: '운영 정책에 어긋나는 글이면 알려주세요. 운영자가 확인한 뒤 숨기거나 작성자를 차단합니다.',
  reason: '신고 사유',
  detail: '자세한 내용 (선택)',
  cancel: '취소',
  send: '신고하기',
  sending: '보내는 중...',
  failed: '신고를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
