import { z } from 'zod';

/*
 * A visitor finder turns alert mail off by the link in such a mail, without a login
 * (issue 38 item 4, ADR 227): one conversation's message mails, or every alert mail to the
 * address.
 */

export const MAIL_OFF_SCOPES = ['CONVERSATION', 'ALL'] as const;
export type MailOffScope = (typeof MAIL_OFF_SCOPES)[number];

export const mailOffMessages = {
  invalid: '메일 수신 거부 링크가 올바르지 않습니다. 받은 메일의 링크를 다시 눌러주세요.',
  scopeInvalid: '이 링크로는 이 대화의 메일만 끌 수 없습니다. 모든 알림 메일 끄기를 선택하세요.',
  conversationOff: '이 대화의 새 메시지 메일을 더 보내지 않습니다.',
  allOff: '이 주소로 찾아줄개 알림 메일을 더 보내지 않습니다.',
  /** The /mail-off page the mail's link opens. */
  pageConversation:
    '이 대화에 새 메시지가 와도 메일을 보내지 않습니다. 대화는 제보 관리 링크에서 계속 볼 수 있습니다.',
  pageAll: '이 주소로 찾아줄개 알림 메일(메시지, 가족일 수 있는 실종 신고)을 더 보내지 않습니다.',
  submitConversation: '이 대화의 메시지 메일 끄기',
  submitAll: '모든 알림 메일 끄기',
  /** The lines every alert mail to a visitor ends with. */
  mailLines: {
    conversation: '이 대화의 메시지 메일을 그만 받으려면:',
    all: '찾아줄개 알림 메일을 모두 그만 받으려면:',
  },
} as const;

export const mailOffBodySchema = z.object({
  token: z.string({ error: mailOffMessages.invalid }).min(1, mailOffMessages.invalid).max(200),
  scope: z.enum(MAIL_OFF_SCOPES, { error: mailOffMessages.scopeInvalid }),
});
export type MailOffBody = z.infer<typeof mailOffBodySchema>;
