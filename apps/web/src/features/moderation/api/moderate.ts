import type { ModerationBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../../reports';
import { moderationKeys } from './keys';

/** 숨기기, 다시 보이기 or 작성자 차단 on a flagged item; acting resolves its open flags. */
export const moderate = (body: ModerationBody) =>
  api('/api/admin/moderation', { method: 'POST', body, schema: okResponseSchema });

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        // A hidden report leaves the lists and its detail.
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
      ]),
  });
}
