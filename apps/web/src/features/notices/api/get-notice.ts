import { noticeSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticeKeys } from './keys';

export const getNotice = (id: number, signal?: AbortSignal) =>
  api(`/api/notices/${id}`, { schema: noticeSchema, signal });

export const noticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: ({ signal }) => getNotice(id, signal),
    // Each fetch counts a view; the server de-duplicates, the client need not re-ask.
    staleTime: 60_000,
  });

export const useNotice = (id: number | null) =>
  useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
