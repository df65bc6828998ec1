import type { InquiryBody } from '@chajul/contracts';
import { inquirySchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryQueryOptions } from './get-inquiry';
import { inquiryKeys } from './keys';

export const updateInquiry = (id: number, body: InquiryBody) =>
  api(`/api/inquiries/${id}`, { method: 'PUT', body, schema: inquirySchema });

export function useUpdateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InquiryBody }) => updateInquiry(id, body),
    onSuccess: (inquiry) => {
      queryClient.setQueryData(inquiryQueryOptions(inquiry.id).queryKey, inquiry);
      return queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() });
    },
  });
}
