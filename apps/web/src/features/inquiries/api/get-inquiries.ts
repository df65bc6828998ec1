import type { InquiryStatus } from '@chajul/contracts';
import { INQUIRY_PAGE_SIZE, inquiryPageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/query-options';
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

export const inquiriesQueryOptions = pagedQueryOptions(inquiryKeys.list, getInquiries);

export const useInquiries = (params: InquiryListParams) => useQuery(inquiriesQueryOptions(params));
