import type { InquiryBody } from '@chajul/contracts';
import { inquirySchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export const createInquiry = (body: InquiryBody) =>
  api('/api/inquiries', { method: 'POST', body, schema: inquirySchema });

export function useCreateInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiryKeys.lists() }),
  });
}
