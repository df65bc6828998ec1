import { okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryKeys } from '../../inquiries';
import { reportKeys } from '../../reports';
import { adminUserKeys } from './keys';

export const deleteAdminUser = (id: number) =>
  api(`/api/admin/users/${id}`, { method: 'DELETE', schema: okResponseSchema });

/** Their reports and inquiries go too, so every list that may show them is refetched. */
export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: adminUserKeys.detail(id) });
      await Promise.all(
        [adminUserKeys.lists(), reportKeys.all, inquiryKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
