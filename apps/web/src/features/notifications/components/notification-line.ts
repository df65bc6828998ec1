import type { Notification } from '@chajul/contracts';
import { savedAlertTexts, savedDogStateText } from '@chajul/contracts';
import { koNotifications } from '../../../locales/ko-notifications';

/** A notification's one line: the saved dogs' and searches' say what the alert said (ADR 181). */
export function notificationLine(n: Notification): string {
  const dog = savedAlertTexts.dogLabel(n.species, n.noticeNo);
  switch (n.kind) {
    case 'SAVED_DOG_STATE':
      return savedDogStateText(dog, n.detail) ?? savedAlertTexts.stateTitle;
    case 'SAVED_DOG_ENDING':
      return savedAlertTexts.ending(dog, n.detail ?? '');
    case 'SEARCH_DIGEST':
      return savedAlertTexts.digest(n.dogCount ?? 0);
    case 'SEARCH_PHOTO_MATCH':
      return savedAlertTexts.photo(dog, n.similarity ?? 0);
    case 'TAG_FOUND':
      // Marked urgent, as its push and mail are (issue 40 item 2).
      return `${koNotifications.urgent} ${n.detail?.split('\n')[1] ?? koNotifications.tagFound}`;
    default:
      return koNotifications.item[n.kind](n.reportTitle ?? '');
  }
}
