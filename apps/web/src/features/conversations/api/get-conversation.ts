import { conversationSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import type { MessageAccess } from '../lib/use-message-access';
import { conversationKeys } from './keys';

/** How often an open conversation asks for new messages (ADR 143). */
export const CONVERSATION_POLL_MS = 10_000;

/** Not this reader's conversation: another of their keys may open it. */
const notTheirs = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * One conversation, opened with the first of the reader's keys it belongs to: the login,
 * then each private link. Reading it marks it read. The keys that worked come back with it,
 * so answers and flags are sent the same way.
 */
export async function getConversation(id: number, access: MessageAccess, signal?: AbortSignal) {
  const tries = [...(access.member ? [{}] : []), ...access.finders.map((f) => f.headers)];
  let last: unknown;
  for (const headers of tries) {
    try {
      const conversation = await api(`/api/conversations/${id}`, {
        schema: conversationSchema,
        headers,
        signal,
      });
      return { conversation, headers };
    } catch (error) {
      if (!notTheirs(error)) throw error;
      last = error;
    }
  }
  throw last;
}

export const conversationQueryOptions = (id: number, access: MessageAccess) =>
  queryOptions({
    queryKey: conversationKeys.detail(id, access.who),
    queryFn: ({ signal }) => getConversation(id, access, signal),
    retry: false,
    refetchInterval: CONVERSATION_POLL_MS,
  });

export const useConversation = (id: number, access: MessageAccess) =>
  useQuery({
    ...conversationQueryOptions(id, access),
    enabled: access.member || access.finders.length > 0,
  });
