import { sightingDetailResponseSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { sightingKeys } from './keys';

/** With this tab's private-link token, if any: the server then answers isAuthor for a visitor. */
export const getSighting = (id: number, signal?: AbortSignal) =>
  api(`/api/sightings/${id}`, {
    schema: sightingDetailResponseSchema,
    signal,
    headers: finderHeaders(id),
  }).then((r) => r.data);

export const sightingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sightingKeys.detail(id),
    queryFn: ({ signal }) => getSighting(id, signal),
    retry: false,
  });

export const useSighting = (id: number | undefined) =>
  useQuery({ ...sightingQueryOptions(id ?? 0), enabled: id !== undefined });
