import { adminPhotoSearchStatusSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** While a model switch re-embeds the dogs, the card follows it at this pace. */
const SWITCH_POLL_MS = 10_000;

/** GET /api/admin/photo-search: the photo model, why the fallback answers, the index size. */
export const getAdminPhotoSearch = (signal?: AbortSignal) =>
  api('/api/admin/photo-search', { schema: adminPhotoSearchStatusSchema, signal });

export const adminPhotoSearchQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.adminStatus(),
    queryFn: ({ signal }) => getAdminPhotoSearch(signal),
    refetchInterval: (query) => (query.state.data?.switchingTo ? SWITCH_POLL_MS : false),
  });

export const useAdminPhotoSearch = () => useQuery(adminPhotoSearchQueryOptions());
