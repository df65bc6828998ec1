import type { LoginBody } from '@chajul/contracts';
import { loginResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const login = (body: LoginBody) =>
  api('/auth/login', { method: 'POST', body, schema: loginResponseSchema });

/**
 * Logs in; what was read before as a visitor is dropped, since answers depend on the reader
 * (a report's isAuthor, private inquiries: ADR 093), as logging out drops it too.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ remember, ...body }: LoginBody & { remember: boolean }) =>
      login(body).then((r) => ({ ...r, remember })),
    onSuccess: ({ accessToken, user, remember }) => {
      queryClient.removeQueries();
      sessionStore.start(accessToken, user, remember);
    },
  });
}
