import type { SignupBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signup = (body: SignupBody) =>
  api('/auth/signup', { method: 'POST', body, schema: okResponseSchema });

export const useSignup = () => useMutation({ mutationFn: signup });
