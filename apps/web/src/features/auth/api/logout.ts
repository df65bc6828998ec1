import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/** Ends the server session; a failure is ignored (spec §4). */
export const logoutRequest = () => api('/auth/logout', { method: 'POST' }).catch(() => undefined);

/** Logs out at once, whatever the server says, then goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    sessionStore.clear();
    queryClient.clear();
    void navigate(paths.home);
    await logoutRequest();
  };
}
