import { reportDetailResponseSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

export const getReport = (id: number, signal?: AbortSignal) =>
  api(`/api/lost-pet/${id}`, { schema: reportDetailResponseSchema, signal }).then((r) => r.data);

export const reportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: ({ signal }) => getReport(id, signal),
    retry: false,
  });

export const useReport = (id: number | undefined) =>
  useQuery({ ...reportQueryOptions(id ?? 0), enabled: id !== undefined });
