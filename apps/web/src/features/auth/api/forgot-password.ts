import type { ForgotPasswordBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const forgotPassword = (body: ForgotPasswordBody) =>
  api('/auth/password/forgot', { method: 'POST', body, schema: okResponseSchema });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
