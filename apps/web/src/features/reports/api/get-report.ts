import { reportDetailResponseSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { detailQueryOptions } from '../../../lib/query-options';
import { reportKeys } from './keys';

export const getReport = (id: number, signal?: AbortSignal) =>
  api(`/api/lost-pet/${id}`, { schema: reportDetailResponseSchema, signal }).then((r) => r.data);

export const reportQueryOptions = detailQueryOptions(reportKeys.detail, getReport);

export const useReport = (id: number | undefined) =>
  useQuery({ ...reportQueryOptions(id ?? 0), enabled: id !== undefined });
