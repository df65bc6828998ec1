import type { InquiryBody } from '@chajul/contracts';
import { inquirySchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const updateInquiry = (id: number, body: InquiryBody) =>
  api(`/api/inquiries/${id}`, { method: 'PUT', body, schema: inquirySchema });

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InquiryBody }) => updateInquiry(id, body),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(['inquiries', 'detail', inquiry.id], inquiry);
      return queryClient.invalidateQueries({ queryKey: ['inquiries', 'list'] });
    },
  });
}
