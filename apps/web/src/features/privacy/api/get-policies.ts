import { policiesResponseSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { privacyKeys } from './keys';

export const getPolicies = () => api('/api/policies', { schema: policiesResponseSchema });

export const usePolicies = () =>
  useQuery(queryOptions({ queryKey: privacyKeys.policies(), queryFn: getPolicies }));
