import { inquirySchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export const getInquiry = (id: number, signal?: AbortSignal) =>
  api(`/api/inquiries/${id}`, { schema: inquirySchema, signal });

export const inquiryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inquiryKeys.detail(id),
    queryFn: ({ signal }) => getInquiry(id, signal),
  });

export const useInquiry = (id: number | null) =>
  useQuery({ ...inquiryQueryOptions(id ?? 0), enabled: id !== null });
