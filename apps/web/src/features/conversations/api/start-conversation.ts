import type { StartConversation } from '@chajul/contracts';
import { conversationCreatedSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

type Start = StartConversation & { headers?: Record<string, string> };

/** The first message about a lost report and a sighting: their one conversation begins. */
export const startConversation = ({ headers, ...body }: Start) =>
  api('/api/conversations', {
    method: 'POST',
    body,
    schema: conversationCreatedSchema,
    headers,
  });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
