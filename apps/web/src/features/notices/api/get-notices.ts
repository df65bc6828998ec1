import type { NoticeSearchType } from '@chajul/contracts';
import { NOTICE_PAGE_SIZE, noticePageSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/query-options';
import { noticeKeys } from './keys';

export type NoticeListParams = {
  /** Zero-based (spec §7). */
  page: number;
  size?: number;
  direction: 'asc' | 'desc';
  type: NoticeSearchType;
  q: string;
};

export const getNotices = (p: NoticeListParams, signal?: AbortSignal) =>
  api('/api/notices/paged', {
    query: {
      page: p.page,
      size: p.size ?? NOTICE_PAGE_SIZE,
      sort: `createdAt,${p.direction}`,
      type: p.type,
      q: p.q,
    },
    schema: noticePageSchema,
    signal,
  });

export const noticesQueryOptions = pagedQueryOptions(noticeKeys.list, getNotices);

export const useNotices = (params: NoticeListParams) => useQuery(noticesQueryOptions(params));
