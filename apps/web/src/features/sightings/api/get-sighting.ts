import { sightingDetailResponseSchema } from '@chajul/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { finderHeaders } from '../../../lib/finder-token';
import { detailQueryOptions } from '../../../lib/query-options';
import { sightingKeys } from './keys';

/** With this tab's private-link token, if any: the server then answers isAuthor for a visitor. */
export const getSighting = (id: number, signal?: AbortSignal) =>
  api(`/api/sightings/${id}`, {
    schema: sightingDetailResponseSchema,
    signal,
    headers: finderHeaders(id),
  }).then((r) => r.data);

export const sightingQueryOptions = detailQueryOptions(sightingKeys.detail, getSighting);

export const useSighting = (id: number | undefined) =>
  useQuery({ ...sightingQueryOptions(id ?? 0), enabled: id !== undefined });
