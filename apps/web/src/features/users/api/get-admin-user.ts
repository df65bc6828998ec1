import {
  ADMIN_PAGE_SIZE,
  adminUserSchema,
  inquiryPageSchema,
  myReportPageSchema,
} from '@chajul/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminUserKeys } from './keys';

export const getAdminUser = (id: number, signal?: AbortSignal) =>
  api(`/api/admin/users/${id}`, { schema: adminUserSchema, signal });

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });

export const useAdminUser = (id: number) => useQuery(adminUserQueryOptions(id));

/** A member's inquiries, zero-based pages of 10. */
export const getAdminUserInquiries = (id: number, page: number, signal?: AbortSignal) =>
  api(`/api/admin/users/${id}/inquiries`, {
    query: { page, size: ADMIN_PAGE_SIZE },
    schema: inquiryPageSchema,
    signal,
  });

export const useAdminUserInquiries = (id: number, page: number) =>
  useQuery({
    queryKey: adminUserKeys.inquiries(id, page),
    queryFn: ({ signal }) => getAdminUserInquiries(id, page, signal),
    placeholderData: keepPreviousData,
  });

/** A member's lost-pet reports, zero-based pages of 10. */
export const getAdminUserReports = (id: number, page: number, signal?: AbortSignal) =>
  api(`/api/admin/users/${id}/lost-reports`, {
    query: { page, size: ADMIN_PAGE_SIZE },
    schema: myReportPageSchema,
    signal,
  });

export const useAdminUserReports = (id: number, page: number) =>
  useQuery({
    queryKey: adminUserKeys.reports(id, page),
    queryFn: ({ signal }) => getAdminUserReports(id, page, signal),
    placeholderData: keepPreviousData,
  });
