import { sightingMessages } from '@chajul/contracts';
import { letter, quoted } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';

type Report = { id: number; title: string };
type Sighting = {
  id: number;
  kind: string;
  place: string;
  region: string;
  district: string;
  seenAt: Date;
};

const when = (at: Date) =>
  new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const kindOf = (kind: string) =>
  sightingMessages.kindLabel[kind as keyof typeof sightingMessages.kindLabel] ?? kind;

/** To the family: a neighbour found or saw a dog like theirs. */
export function sightingAlertMail(input: {
  to: string;
  report: Report;
  sighting: Sighting;
  baseUrl: string;
}): Mail {
  const { report, sighting, baseUrl } = input;
  const place = `${sighting.region} ${sighting.district} ${sighting.place}`.replace(/\s+/g, ' ');
  return letter(
    input.to,
    `[찾아줄개] 실종 신고와 비슷한 ${kindOf(sighting.kind)} 제보가 들어왔어요`,
    [
      `실종 신고의 강아지와 비슷한 강아지를 ${kindOf(sighting.kind)}했다는 제보가 들어왔습니다.`,
      quoted('- 신고 제목', report.title),
      quoted('- 장소', place),
      `- 시간: ${when(sighting.seenAt)}`,
      '',
      `제보 보기: ${baseUrl}/sighting/view?id=${sighting.id}`,
      `비슷한 유기견·제보 목록과 메시지: ${baseUrl}/report/view?id=${report.id}#matches`,
      '',
      '알림 메일을 받지 않으려면 마이페이지 > 회원정보 수정에서 끌 수 있습니다.',
      `${baseUrl}/mypage/edit`,
    ],
  );
}

/** To the finder: a family is looking for a dog like the one they found or saw. */
export function familyMail(input: { to: string; report: Report; link: string }): Mail {
  return letter(input.to, '[찾아줄개] 제보하신 강아지를 찾는 가족이 있을 수 있어요', [
    '제보하신 강아지와 비슷한 강아지를 찾는 실종 신고가 있습니다.',
    quoted('보호자가 쓴 신고 제목', input.report.title),
    '아래 링크에서 가족일 수 있는 실종 신고를 보고 보호자에게 메시지를 보낼 수 있습니다.',
    input.link,
    '',
    '보호자의 연락처는 보호자가 허락한 경우에만 보입니다. 돈을 먼저 요구하는 연락은 사기일 수 있으니 주의해주세요.',
  ]);
}
