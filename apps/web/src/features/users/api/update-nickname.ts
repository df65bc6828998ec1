import type { UpdateNicknameBody } from '@chajul/contracts';
import { userSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { meQueryOptions } from '../../auth';

export const updateNickname = (body: UpdateNicknameBody) =>
  api('/api/mypage/update-nickname', { method: 'PUT', body, schema: userSchema });

/** The new nickname shows in the header at once (the user cookie is replaced). */
export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: (user) => {
      sessionStore.replaceUser(user);
      queryClient.setQueryData(meQueryOptions().queryKey, user);
    },
  });
}
