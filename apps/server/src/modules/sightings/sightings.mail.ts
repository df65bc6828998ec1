import type { SightingKind } from '@chajul/contracts';
import { sightingMessages as m } from '@chajul/contracts';
import type { Mail } from '../../lib/mailer';
import { letter } from '../../lib/mail-text';

/**
 * The visitor's confirmation: the one link that publishes the sighting and, kept, lets them
 * edit, close and answer messages later (ADR 135). It says so, because it is their only key.
 */
export function confirmMail(input: { to: string; kind: SightingKind; link: string }): Mail {
  return letter(input.to, m.mailSubject, [
    `찾아줄개에 ${m.kindLabel[input.kind]} 제보를 남겨주셔서 고맙습니다.`,
    '아래 링크를 누르면 제보가 올라가고, 비슷한 실종 신고의 보호자에게 알림이 갑니다.',
    input.link,
    '',
    '이 링크는 제보를 수정하거나 마감하고, 보호자의 메시지에 답장하는 개인 링크입니다.',
    '다른 사람에게 전달하지 말고 이 메일을 보관해주세요. 제보를 마감하면 링크는 더 이상 쓸 수 없습니다.',
    '',
    '제보를 남긴 적이 없다면 이 메일을 무시하셔도 됩니다. 확인하지 않은 제보는 24시간 뒤 지워집니다.',
  ]);
}
