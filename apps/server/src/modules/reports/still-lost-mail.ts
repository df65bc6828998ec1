import { closingMessages, STILL_LOST_AFTER_DAYS } from '@chajul/contracts';
import { letter, quoted } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';

/** The 14-day question by e-mail (ADR 152); the in-app STILL_LOST notification says it shorter. */
export function stillLostMail(input: {
  to: string;
  report: { id: number; title: string };
  baseUrl: string;
}): Mail {
  const { report, baseUrl } = input;
  return letter(input.to, closingMessages.stillLostSubject, [
    `실종 신고가 ${STILL_LOST_AFTER_DAYS}일 동안 바뀌지 않았어요. 아직 강아지를 찾고 계신가요?`,
    quoted('신고 제목', report.title),
    '',
    '- 아직 찾고 있다면: 신고에 새 사진이나 본 장소를 더하면 비슷한 유기견과 제보를 다시 찾아드려요.',
    '- 찾았다면: 신고에서 "찾았어요"를 누르고 어떻게 찾았는지 알려주세요. 다른 보호자들에게 큰 힘이 됩니다.',
    '',
    `신고 보기: ${baseUrl}/report/view?id=${report.id}`,
    '',
    '알림 메일을 받지 않으려면 마이페이지 > 회원정보 수정에서 끌 수 있습니다.',
    `${baseUrl}/mypage/edit`,
  ]);
}
