import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteAdminUser = (id: number) =>
  api(`/api/admin/users/${id}`, { method: 'DELETE', schema: okResponseSchema });

/** Their reports and inquiries go too, so every list that may show them is refetched. */
export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: ['admin', 'users', 'detail', id] });
      await Promise.all(
        [['admin', 'users', 'list'], ['reports'], ['inquiries']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
