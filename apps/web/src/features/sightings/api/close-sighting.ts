import { reportIdResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { sightingKeys } from './keys';

export const closeSighting = (id: number) =>
  api(`/api/sightings/${id}/close`, {
    method: 'POST',
    schema: reportIdResponseSchema,
    headers: finderHeaders(id),
  });

export function useCloseSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSighting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sightingKeys.all }),
  });
}
