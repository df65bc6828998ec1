import { letter, quoted } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';

/** Where a member turns alert mails off; a visitor's mail has the notifier's links instead. */
const settingsLines = (input: { baseUrl: string; visitor?: boolean }) =>
  input.visitor
    ? []
    : [
        '',
        '알림 메일을 받지 않으려면 마이페이지 > 회원정보 수정에서 끌 수 있습니다.',
        `${input.baseUrl}/mypage/edit`,
      ];

/** The email of a new candidate; the in-app notification says the same in fewer words. */
export function alertMail(input: {
  to: string;
  reportTitle: string;
  dog: { id: number; jurisd: string | null; species: string | null };
  similarity: number;
  baseUrl: string;
  /** A visitor family has no 마이페이지: the notifier ends its mail with the off links. */
  visitor?: boolean;
}): Mail {
  const { dog, baseUrl } = input;
  const percent = Math.round(input.similarity * 100);
  return letter(input.to, '[찾아줄개] 실종 신고와 비슷한 유기견이 새로 들어왔어요', [
    '실종 신고의 사진과 비슷한 강아지가 보호소에 새로 등록되었습니다.',
    quoted('- 신고 제목', input.reportTitle),
    `- 보호 지역: ${dog.jurisd ?? '-'}`,
    `- 품종: ${dog.species ?? '-'}`,
    `- 사진 유사도: ${percent}%`,
    '',
    `강아지 보기: ${baseUrl}/lookup/${dog.id}`,
    ...settingsLines(input),
  ]);
}

/** The email of a shelter dog with the report's 동물등록번호 (ADR 151): no similarity, no doubt. */
export function certainAlertMail(input: {
  to: string;
  reportTitle: string;
  dog: { id: number; jurisd: string | null; species: string | null };
  baseUrl: string;
  /** A visitor family has no 마이페이지: the notifier ends its mail with the off links. */
  visitor?: boolean;
}): Mail {
  const { dog, baseUrl } = input;
  return letter(input.to, '[찾아줄개] 동물등록번호가 같은 강아지가 보호소에 있어요', [
    '실종 신고에 적으신 동물등록번호와 같은 번호의 강아지가 보호소에 등록되어 있습니다.',
    quoted('- 신고 제목', input.reportTitle),
    `- 보호 지역: ${dog.jurisd ?? '-'}`,
    `- 품종: ${dog.species ?? '-'}`,
    '',
    '보호소에 바로 연락해 주세요. 공고 기간이 지나면 입양이나 다른 절차로 넘어갈 수 있어요.',
    `강아지 보기: ${baseUrl}/lookup/${dog.id}`,
    ...settingsLines(input),
  ]);
}
