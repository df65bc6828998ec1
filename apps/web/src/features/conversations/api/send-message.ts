import { conversationCreatedSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationKeys } from './keys';

type Send = { id: number; body: string; headers: Record<string, string> };

/** A party's answer in an open conversation (POST /api/conversations/{id}/messages). */
export const sendMessage = ({ id, body, headers }: Send) =>
  api(`/api/conversations/${id}/messages`, {
    method: 'POST',
    body: { body },
    headers,
    schema: conversationCreatedSchema,
  });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
