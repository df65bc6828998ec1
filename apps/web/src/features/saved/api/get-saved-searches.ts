import { savedSearchesSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedKeys } from './keys';

/** GET /api/mypage/saved-searches. */
export const getSavedSearches = () =>
  api('/api/mypage/saved-searches', { schema: savedSearchesSchema });

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.searches(), queryFn: getSavedSearches });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());
