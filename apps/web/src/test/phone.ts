import { vi } from 'vitest';
import { PHONE_QUERY } from '../lib/use-phone';

/** Makes the screen a phone's for `usePhone` (ADR 232); `vi.restoreAllMocks()` undoes it. */
export function onPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === PHONE_QUERY,
  }));
}
