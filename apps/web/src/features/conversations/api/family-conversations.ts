import { conversationPageSchema, conversationSchema, OWNER_TOKEN_HEADER } from '@chajul/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CONVERSATION_POLL_MS } from './get-conversation';
import { CONVERSATION_PAGE_SIZE } from './get-conversations';
import { conversationKeys } from './keys';

/*
 * A family that reported without an account reads and answers its conversations by its
 * report's private link, sent as x-owner-token (ADR 243, 258), on its manage page. Its cache
 * key names the report, never the token.
 */
export const familyHeaders = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });
const who = (reportId: number) => `family:${reportId}`;

export type FamilyKey = { token: string; reportId: number };

export const useFamilyConversations = ({ token, reportId }: FamilyKey, page: number) =>
  useQuery({
    queryKey: [...conversationKeys.list(who(reportId)), page],
    queryFn: ({ signal }) =>
      api('/api/conversations', {
        query: { page, size: CONVERSATION_PAGE_SIZE },
        schema: conversationPageSchema,
        headers: familyHeaders(token),
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: CONVERSATION_POLL_MS,
  });

/** One conversation; reading it marks it read for the family. */
export const useFamilyConversation = (id: number, { token, reportId }: FamilyKey) =>
  useQuery({
    queryKey: conversationKeys.detail(id, who(reportId)),
    queryFn: ({ signal }) =>
      api(`/api/conversations/${id}`, {
        schema: conversationSchema,
        headers: familyHeaders(token),
        signal,
      }),
    retry: false,
    refetchInterval: CONVERSATION_POLL_MS,
  });
