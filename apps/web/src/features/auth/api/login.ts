import type { LoginBody } from '@chajul/contracts';
import { loginResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const login = (body: LoginBody) =>
  api('/auth/login', { method: 'POST', body, schema: loginResponseSchema });

export function useLogin() {
  return useMutation({
    mutationFn: ({ remember, ...body }: LoginBody & { remember: boolean }) =>
      login(body).then((r) => ({ ...r, remember })),
    onSuccess: ({ accessToken, user, remember }) => sessionStore.start(accessToken, user, remember),
  });
}
