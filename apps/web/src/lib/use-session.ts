import { useSyncExternalStore } from 'react';
import { isAdmin, sessionStore } from './session';

/** The logged-in user (or null), re-rendering on login, logout and token refresh. */
export function useSession() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  return { user: session?.user ?? null, isLoggedIn: session !== null, isAdmin: isAdmin(session) };
}
