import { okResponseSchema, savedSearchSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedKeys } from './keys';

/** PATCH /api/mypage/saved-searches/:id: pause or resume. */
export const pauseSavedSearch = ({ id, paused }: { id: number; paused: boolean }) =>
  api(`/api/mypage/saved-searches/${id}`, {
    method: 'PATCH',
    body: { paused },
    schema: savedSearchSchema,
  });

/** DELETE /api/mypage/saved-searches/:id. */
export const deleteSavedSearch = (id: number) =>
  api(`/api/mypage/saved-searches/${id}`, { method: 'DELETE', schema: okResponseSchema });

export function usePauseSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pauseSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
