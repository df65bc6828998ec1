import type { UpdatePasswordBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const updatePassword = (body: UpdatePasswordBody) =>
  api('/api/mypage/update-password', { method: 'PUT', body, schema: okResponseSchema });

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
