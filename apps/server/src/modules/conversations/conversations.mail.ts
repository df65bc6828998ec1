import { conversationMessages as m } from '@chajul/contracts';
import type { Mail } from '../../lib/mailer';
import { letter, quoted } from '../../lib/mail-text';

/**
 * New messages: how many, and where to read and answer them; never a message itself (it may
 * be abuse), nor anyone's name, and the report's title only quoted (ADR 228).
 */
export function messageMail(input: {
  to: string;
  title: string;
  link: string;
  /** How many arrived since the last mail (a visitor's, gathered: ADR 227). */
  count?: number;
}): Mail {
  const many = input.count !== undefined && input.count > 1;
  return letter(input.to, m.mailSubject, [
    many
      ? `실종 신고에 대한 대화에 새 메시지 ${input.count}개가 도착했습니다.`
      : '실종 신고에 대한 대화에 새 메시지가 도착했습니다.',
    quoted('보호자가 쓴 신고 제목', input.title),
    '',
    '아래 링크에서 읽고 답장할 수 있습니다.',
    input.link,
    '',
    '찾아줄개는 메시지로 돈이나 개인정보를 요구하지 않습니다. 의심스러운 메시지는 신고해주세요.',
  ]);
}
