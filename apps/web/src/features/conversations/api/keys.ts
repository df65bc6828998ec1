/**
 * Conversation queries, keyed by who asks: the member's login and the private links this tab
 * holds (a visitor finder's), so another person's answers are never shown from the cache.
 */
export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (who: string) => [...conversationKeys.lists(), who] as const,
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (id: number, who: string) => [...conversationKeys.details(), id, who] as const,
};
