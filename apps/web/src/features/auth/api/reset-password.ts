import type { ResetPasswordBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api('/auth/password/reset', { method: 'POST', body, schema: okResponseSchema });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
