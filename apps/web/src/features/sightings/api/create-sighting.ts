import { sightingCreatedSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sightingKeys } from './keys';

/** 201 and published for a member; 202, waiting for the e-mail link, for a visitor. */
export const createSighting = (form: FormData) =>
  api('/api/sightings', { method: 'POST', body: form, schema: sightingCreatedSchema });

export function useCreateSighting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSighting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sightingKeys.all }),
  });
}
