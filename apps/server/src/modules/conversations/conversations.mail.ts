import { conversationMessages as m, sightingMessages } from '@chajul/contracts';
import type { Mail } from '../../lib/mailer';

/** A new message: where to read and answer it, never the message itself (it may be abuse). */
export function messageMail(input: {
  to: string;
  name: string | null;
  title: string;
  link: string;
}): Mail {
  return {
    to: input.to,
    subject: m.mailSubject,
    text: [
      `${input.name || sightingMessages.nameless}님, 안녕하세요.`,
      '',
      `"${input.title}" 실종 신고에 대한 대화에 새 메시지가 도착했습니다.`,
      '아래 링크에서 읽고 답장할 수 있습니다.',
      input.link,
      '',
      '찾아줄개는 메시지로 돈이나 개인정보를 요구하지 않습니다. 의심스러운 메시지는 신고해주세요.',
    ].join('\n'),
  };
}
