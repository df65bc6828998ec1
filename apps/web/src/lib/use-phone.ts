import { useSyncExternalStore } from 'react';

/** Narrower than the search bar's one-row layout (dog-search-bar.module.css): a phone. */
export const PHONE_QUERY = '(max-width: 719px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : undefined;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is a phone's, following rotation and resizing. Lists and the map put
 * their results first there and their filters in a sheet (ADR 232).
 */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
