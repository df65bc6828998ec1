import type { NotificationKind } from '@chajul/contracts';
import { savedAlertTexts as t } from '@chajul/contracts';
import { letter } from '../../lib/mail-text';
import type { Alert } from '../notifications/notifier';

/**
 * One alert about saved dogs or searches (issue 30, ADR 181): the same Korean line in the
 * app (the web renders it from the notification's fields), the push and the e-mail.
 */
export function savedAlert(input: {
  kind: NotificationKind;
  userId: number;
  title: string;
  line: string;
  /** The page it leads to, from the site's root. */
  url: string;
  tag: string;
  about: Alert['about'];
  baseUrl: string;
}): Alert {
  const { title, line, url, baseUrl } = input;
  return {
    kind: input.kind,
    to: { userId: input.userId },
    about: input.about,
    push: { title, body: line, url, tag: input.tag },
    mail: (to) =>
      letter(to.email, `[찾아줄개] ${title}`, [
        line,
        '',
        `보기: ${baseUrl}${url}`,
        '',
        '알림 메일을 받지 않으려면 마이페이지 > 회원정보 수정에서 끌 수 있습니다.',
        `${baseUrl}/mypage/edit`,
      ]),
  };
}

export const dogUrl = (dogId: number) => `/lookup/${dogId}`;
export const savedSearchesUrl = '/mypage?tab=searches';
export { t as savedTexts };
