import { useSyncExternalStore } from 'react';
import { isAdmin, sessionStore } from './session';

/**
 * The build's prerendered home page is a visitor's (ADR 237): while React takes that HTML
 * over, a member is a visitor too, then the header shows him at once after.
 */
const noSession = () => null;

/** The logged-in user (or null), re-rendering on login, logout and token refresh. */
export function useSession() {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, noSession);
  return { user: session?.user ?? null, isLoggedIn: session !== null, isAdmin: isAdmin(session) };
}
