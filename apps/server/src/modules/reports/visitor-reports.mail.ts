import { lostVisitorMessages as m } from '@chajul/contracts';
import type { Mail } from '../../lib/mailer';
import { letter } from '../../lib/mail-text';

/**
 * The visitor's confirmation (ADR 243): the link that publishes the lost report and, kept,
 * edits and closes it later. It says so, because it is their only key.
 */
export function confirmReportMail(input: { to: string; link: string }): Mail {
  return letter(input.to, m.mailSubject, [
    '찾아줄개에 실종 신고를 남기셨습니다. 아래 링크를 누르면 신고가 올라가고,',
    '보호소에 들어온 강아지와 발견·목격 제보 가운데 비슷한 강아지를 찾기 시작합니다.',
    input.link,
    '',
    '이 링크는 신고를 수정하거나 마감하는 개인 링크입니다.',
    '다른 사람에게 전달하지 말고 이 메일을 보관해주세요. 신고를 마감하면 링크는 더 이상 쓸 수 없습니다.',
    '이 이메일로 회원가입하면 마이페이지에서 신고를 내 계정으로 옮길 수 있어요.',
    '',
    '신고를 남긴 적이 없다면 이 메일을 무시하셔도 됩니다. 확인하지 않은 신고는 24시간 뒤 지워집니다.',
  ]);
}

/** The member's proof that the address is theirs: the link moves the reports to the account. */
export function claimMail(input: { to: string; count: number; link: string }): Mail {
  return letter(input.to, m.claimMailSubject, [
    `계정 없이 이 이메일로 올린 실종 신고 ${input.count}건을 내 계정으로 옮기려면`,
    '로그인한 상태에서 아래 링크를 눌러주세요. 링크는 24시간 동안 쓸 수 있습니다.',
    input.link,
    '',
    '요청한 적이 없다면 이 메일을 무시하셔도 됩니다.',
  ]);
}
