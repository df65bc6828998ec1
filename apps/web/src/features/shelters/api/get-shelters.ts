import type { Shelter } from '@chajul/contracts';
import { SHELTER_BATCH_SIZE, sheltersAnswerSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shelterKeys } from './keys';

/** Every shelter: batches of 500 until a batch comes back shorter (spec §4). */
export async function getAllShelters(signal?: AbortSignal): Promise<Shelter[]> {
  const all: Shelter[] = [];
  for (let page = 0; ; page++) {
    const answer = await api('/api/shelters', {
      query: { page, size: SHELTER_BATCH_SIZE },
      schema: sheltersAnswerSchema,
      signal,
    });
    const batch = answer.response.body.items.item;
    all.push(...batch);
    if (batch.length < SHELTER_BATCH_SIZE) return all;
  }
}

export const sheltersQueryOptions = () =>
  queryOptions({
    queryKey: shelterKeys.all,
    queryFn: ({ signal }) => getAllShelters(signal),
    // Shelters change a few times a year; the import runs every few hours at most.
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const useShelters = () => useQuery(sheltersQueryOptions());
