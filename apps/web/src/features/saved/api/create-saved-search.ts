import type { SavedSearchCreate } from '@chajul/contracts';
import { savedSearchSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedKeys } from './keys';

/** POST /api/mypage/saved-searches: the list's current filters. */
export const createSavedSearch = (body: SavedSearchCreate) =>
  api('/api/mypage/saved-searches', { method: 'POST', body, schema: savedSearchSchema });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
