import { savedDogsSchema } from '@chajul/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { savedKeys } from './keys';

/** GET /api/mypage/saved-dogs: the member's 관심 강아지, newest first. */
export const getSavedDogs = () => api('/api/mypage/saved-dogs', { schema: savedDogsSchema });

export const savedDogsQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.dogs(), queryFn: getSavedDogs, staleTime: 60_000 });

/** Asked only for a member: a visitor's hearts are all empty. */
export function useSavedDogs() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...savedDogsQueryOptions(), enabled: isLoggedIn });
}
