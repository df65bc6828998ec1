import type { InquiryStatus } from '@chajul/contracts';
import { INQUIRY_PAGE_SIZE, inquiryPageSchema } from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inquiryKeys } from './keys';

export type InquiryListParams = {
  /** One-based (spec §7). */
  page: number;
  limit?: number;
  status?: InquiryStatus | undefined;
  q?: string;
};

export const getInquiries = (p: InquiryListParams, signal?: AbortSignal) =>
  api('/api/inquiries/paged', {
    query: { page: p.page, limit: p.limit ?? INQUIRY_PAGE_SIZE, status: p.status, q: p.q },
    schema: inquiryPageSchema,
    signal,
  });

export const inquiriesQueryOptions = (params: InquiryListParams) =>
  queryOptions({
    queryKey: inquiryKeys.list(params),
    queryFn: ({ signal }) => getInquiries(params, signal),
    placeholderData: keepPreviousData,
  });

export const useInquiries = (params: InquiryListParams) => useQuery(inquiriesQueryOptions(params));
