import type { ConversationSummary } from '@chajul/contracts';
import { conversationPageSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageAccess } from '../lib/use-message-access';
import { conversationKeys } from './keys';

export const CONVERSATION_PAGE_SIZE = 20;
/** Enough of a member's conversations to add up their unread messages. */
const UNREAD_SCAN_SIZE = 100;

type Headers = Record<string, string>;
const fetchPage = (page: number, size: number, headers: Headers, signal?: AbortSignal) =>
  api('/api/conversations', {
    query: { page, size },
    schema: conversationPageSchema,
    headers,
    signal,
  });

/**
 * A member's conversations (their login covers both sides), or a visitor's: one list per
 * private link, merged. A link that no longer works (its report closed) is left out.
 */
export async function getConversations(access: MessageAccess, page: number, signal?: AbortSignal) {
  if (access.member) return fetchPage(page, CONVERSATION_PAGE_SIZE, {}, signal);
  const answers = await Promise.allSettled(
    access.finders.map((f) => fetchPage(0, UNREAD_SCAN_SIZE, f.headers, signal)),
  );
  const pages = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
  const failed = answers.find((a) => a.status === 'rejected');
  if (pages.length === 0 && failed) throw failed.reason;
  const content: ConversationSummary[] = pages
    .flatMap((p) => p.content)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { content, totalPages: 1, totalElements: content.length, number: 0 };
}

export const conversationsQueryOptions = (access: MessageAccess, page: number) =>
  queryOptions({
    queryKey: [...conversationKeys.list(access.who), page],
    queryFn: ({ signal }) => getConversations(access, page, signal),
    placeholderData: keepPreviousData,
  });

export const useConversations = (access: MessageAccess, page: number) =>
  useQuery({
    ...conversationsQueryOptions(access, page),
    enabled: access.member || access.finders.length > 0,
  });

/** The member's unread messages over all their conversations (my page's 메시지 entry). */
export const useUnreadMessages = (enabled: boolean) =>
  useQuery({
    queryKey: [...conversationKeys.lists(), 'unread'],
    queryFn: ({ signal }) => fetchPage(0, UNREAD_SCAN_SIZE, {}, signal),
    select: (page) => page.content.reduce((sum, c) => sum + c.unread, 0),
    enabled,
  });
