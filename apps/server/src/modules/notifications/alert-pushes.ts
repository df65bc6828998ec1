import type { PushPayload } from '@chajul/contracts';
import { sightingMessages } from '@chajul/contracts';

/*
 * What a push alert says (ADR 155): a lock screen shows it to whoever holds the phone, so it
 * names the recipient's own report and where a dog was seen, never a person's contact or a
 * message's text. `url` is a path on this site, opened by the service worker on a tap.
 */

type Report = { id: number; title: string };
const kindOf = (kind: string) =>
  sightingMessages.kindLabel[kind as keyof typeof sightingMessages.kindLabel] ?? kind;

/** A shelter dog like the member's lost dog: the report's candidates. */
export const dogMatchPush = (report: Report): PushPayload => ({
  title: '비슷한 유기견이 보호소에 들어왔어요',
  body: `"${report.title}" 신고의 사진과 비슷한 강아지가 새로 등록되었어요.`,
  url: `/report/view?id=${report.id}#matches`,
  tag: `report-${report.id}-matches`,
});

/** A shelter dog with the lost dog's 동물등록번호 (ADR 151): certain, so said plainly and at once. */
export const certainMatchPush = (report: Report): PushPayload => ({
  title: '동물등록번호가 같은 강아지가 보호소에 있어요',
  body: `"${report.title}" 신고의 동물등록번호와 같은 강아지예요. 보호소에 바로 연락해주세요.`,
  url: `/report/view?id=${report.id}#matches`,
  tag: `report-${report.id}-matches`,
  urgency: 'high',
});

/** The 14-day question (ADR 152): is the dog still lost? */
export const stillLostPush = (report: Report): PushPayload => ({
  title: '아직 강아지를 찾고 계신가요?',
  body: `"${report.title}" 신고가 오랫동안 바뀌지 않았어요. 찾았다면 "찾았어요"로 알려주세요.`,
  url: `/report/view?id=${report.id}`,
  tag: `report-${report.id}-still-lost`,
});

/**
 * A neighbour found or saw a dog like the member's lost dog: the report's candidates. A dog
 * found is held somewhere now: its push wakes the phone at once (urgency high, issue 39).
 */
export const sightingMatchPush = (
  report: Report,
  sighting: { kind: string; region: string; district: string },
): PushPayload => ({
  title: `비슷한 강아지 ${kindOf(sighting.kind)} 제보가 들어왔어요`,
  body: `"${report.title}" 신고의 강아지와 비슷한 강아지를 ${sighting.region} ${sighting.district}에서 ${kindOf(sighting.kind)}했다는 제보예요.`,
  url: `/report/view?id=${report.id}#matches`,
  tag: `report-${report.id}-matches`,
  ...(sighting.kind === 'FOUND' ? { urgency: 'high' as const } : {}),
});

/** To a finder: a family may be looking for the dog they found or saw. */
export const familyMatchPush = (report: Report, sightingId: number, url: string): PushPayload => ({
  title: '제보하신 강아지를 찾는 가족이 있을 수 있어요',
  body: `비슷한 강아지를 찾는 실종 신고: "${report.title}"`,
  url,
  tag: `sighting-${sightingId}-families`,
});

/** To a finder: the family found its dog, and thanks them (issue 39 item 6, ADR 248). */
export const familyFoundPush = (report: Report, sightingId: number, url: string): PushPayload => ({
  title: '가족을 찾았어요, 감사합니다',
  body: `"${report.title}" 신고의 가족이 강아지를 찾았어요. 제보해주셔서 고마워요.`,
  url,
  tag: `sighting-${sightingId}-family-found`,
});

/** A new message: which conversation, never its text (it may be abuse). */
export const messagePush = (
  conversation: { id: number; reportTitle: string },
  url: string,
): PushPayload => ({
  title: '새 메시지가 도착했어요',
  body: `"${conversation.reportTitle}" 실종 신고에 대한 대화에 새 메시지가 있어요.`,
  url,
  tag: `conversation-${conversation.id}`,
});
