import { savedDogStatusSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedKeys } from './keys';

/** PUT or DELETE /api/dogs/:id/saved. */
export const toggleSavedDog = ({ dogId, saved }: { dogId: number; saved: boolean }) =>
  api(`/api/dogs/${dogId}/saved`, {
    method: saved ? 'PUT' : 'DELETE',
    schema: savedDogStatusSchema,
  });

export function useToggleSavedDog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSavedDog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.dogs() }),
  });
}
