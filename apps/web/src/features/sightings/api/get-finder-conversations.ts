import { conversationPageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { sightingKeys } from './keys';

/** A finder's conversations are few: one page holds them all. */
const CONVERSATIONS_SIZE = 100;

/**
 * A visitor's conversations, by their private link: the server answers the ones about the
 * token's sighting. A member's list is theirs by login (the messages page).
 */
export const getFinderConversations = (id: number, signal?: AbortSignal) =>
  api('/api/conversations', {
    query: { page: 0, size: CONVERSATIONS_SIZE },
    schema: conversationPageSchema,
    signal,
    headers: finderHeaders(id),
  });

export const useFinderConversations = (id: number) =>
  useQuery({
    queryKey: sightingKeys.conversations(id),
    queryFn: ({ signal }) => getFinderConversations(id, signal),
  });
