import { letter, quoted } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';

/** The urgent mail of a finder's 가족에게 알리기 or 맡겼어요 at the dog's QR 인식표 (ADR 252). */
export function tagFoundMail(input: {
  to: string;
  what: string;
  message: string | null;
  place: string | null;
  position: { lat: number | null; lng: number | null; exact: boolean };
  url: string;
  /** What the link opens: the conversation, or the scan log. */
  linkLabel: string;
}): Mail {
  const { position } = input;
  const where =
    position.lat !== null && position.lng !== null
      ? `${position.exact ? '정확한 위치' : '대략적인 위치(약 1km 이내)'}: https://map.kakao.com/link/map/${position.lat},${position.lng}`
      : null;
  return letter(input.to, `[긴급] ${input.what}`, [
    `${input.what}. QR 인식표를 찍은 분이 남긴 내용이에요.`,
    ...(input.place ? [quoted('맡긴 곳', input.place)] : []),
    ...(input.message ? [quoted('남긴 말', input.message)] : []),
    ...(where ? [where] : []),
    '',
    `${input.linkLabel}: ${input.url}`,
  ]);
}
