import { reportSightingsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

/** A lost report's found and seen reports, oldest first: its timeline and small map. */
export const getReportSightings = (id: number, signal?: AbortSignal) =>
  api(`/api/lost-pet/${id}/sightings`, { schema: reportSightingsSchema, signal }).then(
    (r) => r.data,
  );

export const reportSightingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: reportKeys.sightings(id),
    queryFn: ({ signal }) => getReportSightings(id, signal),
  });

export const useReportSightings = (id: number) => useQuery(reportSightingsQueryOptions(id));
