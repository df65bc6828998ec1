import type { User } from '@chajul/contracts';
import { consentRequiredSchema, userSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { authKeys } from './keys';

/** The member, and the policies they must agree to again (ADR 161); a fresh nickname has none. */
const meSchema = userSchema.extend({ consentRequired: consentRequiredSchema.optional() });
export const getMe = () => api('/api/mypage/me', { schema: meSchema });

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe });

/**
 * The logged-in member as the server knows them now. Keeps the user cookie fresh (a new
 * nickname shows in the header) and, through the client, refreshes an expired token.
 */
export function useMe(enabled: boolean) {
  const query = useQuery({ ...meQueryOptions(), enabled });
  useEffect(() => {
    const current = sessionStore.get()?.user;
    if (!query.data) return;
    const user: User & { consentRequired?: unknown } = { ...query.data };
    delete user.consentRequired;
    if (JSON.stringify(user) !== JSON.stringify(current)) sessionStore.replaceUser(user);
  }, [query.data]);
  return query;
}
