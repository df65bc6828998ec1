import type { InquiryListParams } from './get-inquiries';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  lists: () => [...inquiryKeys.all, 'list'] as const,
  list: (params: InquiryListParams) => [...inquiryKeys.lists(), params] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
  replies: (inquiryId: number) => [...inquiryKeys.all, 'replies', inquiryId] as const,
};
