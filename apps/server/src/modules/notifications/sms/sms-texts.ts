import { defanged } from '../../../lib/mail-text';
import type { SmsAlert } from './sms.channel';

/*
 * What the texts say (ADR 250): the member's own report's title, quoted short and with
 * nothing a phone would make a link of (ADR 228), and our link. The same words are the 알림톡
 * templates' (#{title}, #{url}), which must be approved as written.
 */

type Report = { id: number; title: string };
const reportUrl = (baseUrl: string, report: Report) =>
  `${baseUrl}/report/view?id=${report.id}#matches`;

/** A shelter dog with the lost dog's 동물등록번호 (ADR 151). */
export function chipMatchText(userId: number, report: Report, baseUrl: string): SmsAlert {
  const title = defanged(report.title);
  const url = reportUrl(baseUrl, report);
  return {
    userId,
    kind: 'CHIP_MATCH',
    text: `[찾아줄개] "${title}" 신고의 동물등록번호와 같은 강아지가 보호소에 있어요. 바로 확인해주세요. ${url}`,
    variables: { '#{title}': title, '#{url}': url },
  };
}

/** A neighbour found a dog whose photo puts this family first (or with its 동물등록번호). */
export function foundDogText(userId: number, report: Report, baseUrl: string): SmsAlert {
  const title = defanged(report.title);
  const url = reportUrl(baseUrl, report);
  return {
    userId,
    kind: 'FOUND_DOG',
    text: `[찾아줄개] "${title}" 신고의 강아지와 닮은 강아지를 발견했다는 제보가 들어왔어요. ${url}`,
    variables: { '#{title}': title, '#{url}': url },
  };
}

/** 동네 알림 (ADR 240): a dog lost or found near a member's place; the rounded place only. */
export function areaAlertText(
  userId: number,
  target: { event: string; place: string; path: string },
  baseUrl: string,
  offUrl: string,
): SmsAlert {
  const what = target.event === 'LOST' ? '실종 신고' : '발견 제보';
  const place = defanged(target.place);
  const url = `${baseUrl}${target.path}`;
  return {
    userId,
    kind: 'AREA_ALERT',
    text: `[찾아줄개] ${place} 근처에 강아지 ${what}가 올라왔어요. ${url} 수신 거부 ${offUrl}`,
    variables: { '#{place}': place, '#{url}': url },
  };
}
