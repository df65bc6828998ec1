import type { StartConversation } from '@chajul/contracts';
import { conversationCreatedSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { sightingKeys } from './keys';

/** The finder's first message to a family: starts (or adds to) their conversation (ADR 137). */
export const startConversation = (body: StartConversation) =>
  api('/api/conversations', {
    method: 'POST',
    body,
    schema: conversationCreatedSchema,
    headers: finderHeaders(body.sightingId),
  });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({ queryKey: sightingKeys.conversations(body.sightingId) }),
  });
}
