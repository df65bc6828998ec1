/*
 * The words of a finder's urgent notice from a QR 인식표 (ADR 252, 257): its title, the push's
 * body and the mail's link. The push never carries the finder's words, which a lock screen
 * shows to anyone near the phone (ADR 155): they are read in the app and the mail.
 */

export type TagNoticeKind = 'NOTIFY' | 'LEFT';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Each initial and vowel pair comes with 28 finals, the first of which is none. */
const FINALS = 28;

/** 을 after a final consonant, 를 after a vowel; 을(를) after a name not ending in Hangul. */
export function withObjectParticle(name: string): string {
  const last = name.trim().charCodeAt(name.trim().length - 1);
  if (!(last >= HANGUL_FIRST && last <= HANGUL_LAST)) return `${name}을(를)`;
  return (last - HANGUL_FIRST) % FINALS === 0 ? `${name}를` : `${name}을`;
}

/** What happened, as the title of the push and the mail says it. */
export const noticeWhat = (kind: TagNoticeKind, name: string, place: string | null) =>
  kind === 'LEFT'
    ? `${withObjectParticle(name)} ${place ?? ''}에 맡겼다는 연락이 왔어요`
    : `${withObjectParticle(name)} 찾은 분이 연락했어요`;

export const noticePushBody: Record<TagNoticeKind, string> = {
  NOTIFY: '찾은 분이 남긴 말을 확인하고 대화에서 답해 주세요.',
  LEFT: '맡긴 곳을 확인해 주세요.',
};

/** The mail's link: 가족에게 알리기 opens the conversation, 맡겼어요 the scan log. */
export const noticeLinkLabel: Record<TagNoticeKind, string> = {
  NOTIFY: '대화에서 답하기',
  LEFT: '스캔 기록 보기',
};
