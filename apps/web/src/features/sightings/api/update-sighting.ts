import { reportIdResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { sightingKeys } from './keys';

export const updateSighting = ({ id, form }: { id: number; form: FormData }) =>
  api(`/api/sightings/${id}`, {
    method: 'PUT',
    body: form,
    schema: reportIdResponseSchema,
    headers: finderHeaders(id),
  });

export function useUpdateSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSighting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sightingKeys.all }),
  });
}
