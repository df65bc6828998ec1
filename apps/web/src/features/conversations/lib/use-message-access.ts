import { useState } from 'react';
import { useSession } from '../../../lib/use-session';
import type { FinderAccess } from '../../../lib/finder-token';
import { storedFinderTokens } from '../../../lib/finder-token';

/** Who opens the messages: a member by login, and/or a visitor by the private links held. */
export type MessageAccess = {
  member: boolean;
  finders: FinderAccess[];
  /** A cache key part naming this reader (conversationKeys). */
  who: string;
};

export function useMessageAccess(): MessageAccess {
  const { user } = useSession();
  // Read once per page: the links do not change while the page is open.
  const [finders] = useState(storedFinderTokens);
  const who = [user ? `u${user.id}` : '', ...finders.map((f) => `s${f.sightingId}`)].join(',');
  return { member: user !== null, finders, who };
}
