import { alertSettingsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { alertKeys } from './keys';

export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.settings(),
    queryFn: ({ signal }) => api('/api/mypage/alerts', { schema: alertSettingsSchema, signal }),
  });

export const useAlertSettings = () => useQuery(alertSettingsQueryOptions());
