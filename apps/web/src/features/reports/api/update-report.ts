import { reportIdResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

export const updateReport = ({ id, form }: { id: number; form: FormData }) =>
  api(`/api/lost-pet/${id}`, { method: 'PUT', body: form, schema: reportIdResponseSchema });

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
