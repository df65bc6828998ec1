import type { Notification } from '@chajul/contracts';
import { paths } from '../../../config/paths';

/**
 * Where a notification leads: a match opens the report's candidates (issue 26: the owner
 * judges it among the others there, with 아니에요 and 찾았어요), a possible family the
 * finder's sighting (its families are listed there), a message its conversation.
 */
export function notificationTarget(n: Notification): string {
  switch (n.kind) {
    case 'DOG_MATCH':
    case 'SIGHTING_MATCH':
      return paths.reportMatches(n.reportId);
    case 'FAMILY_MATCH':
      return n.sightingId !== null
        ? paths.sightingView(n.sightingId)
        : paths.reportView(n.reportId);
    case 'STILL_LOST':
      // The 14-day question: the report, where 찾았어요 or an edit answers it.
      return paths.reportView(n.reportId);
    case 'MESSAGE':
      return n.conversationId !== null ? paths.conversation(n.conversationId) : paths.messages;
  }
}
