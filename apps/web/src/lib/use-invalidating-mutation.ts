import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write that refetches every query under `queryKey` (a feature's `all`) once it succeeds.
 * Apart from query-options.ts, so a page that only reads (the home page) loads no mutation code.
 */
export function useInvalidatingMutation<T, V>(
  mutationFn: (variables: V) => Promise<T>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
