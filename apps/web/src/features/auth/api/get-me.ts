import { userSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { authKeys } from './keys';

export const getMe = () => api('/api/mypage/me', { schema: userSchema });

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe });

/**
 * The logged-in member as the server knows them now. Keeps the user cookie fresh (a new
 * nickname shows in the header) and, through the client, refreshes an expired token.
 */
export function useMe(enabled: boolean) {
  const query = useQuery({ ...meQueryOptions(), enabled });
  useEffect(() => {
    const current = sessionStore.get()?.user;
    if (query.data && JSON.stringify(query.data) !== JSON.stringify(current)) {
      sessionStore.replaceUser(query.data);
    }
  }, [query.data]);
  return query;
}
