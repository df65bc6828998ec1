import type { Notification } from '@chajul/contracts';
import { paths } from '../../../config/paths';

/**
 * Where a notification leads: a match opens the report's candidates (issue 26: the owner
 * judges it among the others there, with 아니에요 and 찾았어요), a possible family the
 * finder's sighting (its families are listed there), a message its conversation; a saved
 * dog's news and a photo search's match the dog, a digest the saved searches (issue 30).
 */
export function notificationTarget(n: Notification): string {
  switch (n.kind) {
    case 'DOG_MATCH':
    case 'SIGHTING_MATCH':
      return n.reportId !== null ? paths.reportMatches(n.reportId) : paths.notifications;
    case 'FAMILY_MATCH':
    case 'FAMILY_FOUND':
      if (n.sightingId !== null) return paths.sightingView(n.sightingId);
      return n.reportId !== null ? paths.reportView(n.reportId) : paths.notifications;
    case 'STILL_LOST':
      // The 14-day question: the report, where 찾았어요 or an edit answers it.
      return n.reportId !== null ? paths.reportView(n.reportId) : paths.notifications;
    case 'MESSAGE':
      return n.conversationId !== null ? paths.conversation(n.conversationId) : paths.messages;
    case 'SAVED_DOG_STATE':
    case 'SAVED_DOG_ENDING':
    case 'SEARCH_PHOTO_MATCH':
      return n.dogId !== null ? paths.lookupDog(n.dogId) : paths.savedDogs;
    case 'SEARCH_DIGEST':
      return paths.savedSearches;
    case 'TAG_FOUND':
      // A finder wrote from the dog's QR 인식표: 가족에게 알리기 opens its conversation
      // (ADR 257), 맡겼어요 우리 아이, where the scan log is.
      return n.conversationId !== null ? paths.conversation(n.conversationId) : paths.myPets;
  }
}
