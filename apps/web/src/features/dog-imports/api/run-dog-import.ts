import type { DogImportSource } from '@chajul/contracts';
import { dogImportStartedSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dogImportKeys } from './keys';

/** POST /api/admin/dog-imports/{source}/run: the server starts it and answers at once. */
export const runDogImport = (source: DogImportSource) =>
  api(`/api/admin/dog-imports/${source}/run`, { method: 'POST', schema: dogImportStartedSchema });

export function useRunDogImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runDogImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dogImportKeys.all }),
  });
}
