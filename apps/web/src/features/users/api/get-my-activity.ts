import { inquiryPageSchema, myReportPageSchema } from '@chajul/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myActivityKeys } from './keys';

/** Spec §2 My page: one list each, the newest first; 100 rows is the server's largest page. */
const MY_LIST_SIZE = 100;

export const getMyReports = (signal?: AbortSignal) =>
  api('/api/mypage/lost-pets', {
    query: { page: 0, size: MY_LIST_SIZE },
    schema: myReportPageSchema,
    signal,
  });

export const getMyInquiries = (signal?: AbortSignal) =>
  api('/api/mypage/inquiries', {
    query: { page: 1, limit: MY_LIST_SIZE },
    schema: inquiryPageSchema,
    signal,
  });

export const myReportsQueryOptions = () =>
  queryOptions({
    queryKey: myActivityKeys.reports(),
    queryFn: ({ signal }) => getMyReports(signal),
  });

export const myInquiriesQueryOptions = () =>
  queryOptions({
    queryKey: myActivityKeys.inquiries(),
    queryFn: ({ signal }) => getMyInquiries(signal),
  });
