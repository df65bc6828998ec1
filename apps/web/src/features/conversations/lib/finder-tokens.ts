import { FINDER_TOKEN_HEADER } from '@chajul/contracts';

/**
 * The private links of a visitor's found/seen reports that this tab has opened: the
 * sightings pages keep each one in sessionStorage as `finder-token:<sightingId>` (ADR 135).
 * Messages read them to let such a visitor in without a login.
 */
const PREFIX = 'finder-token:';

export type FinderAccess = { sightingId: number; headers: Record<string, string> };

export function storedFinderTokens(): FinderAccess[] {
  const found: FinderAccess[] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    const token = key?.startsWith(PREFIX) ? sessionStorage.getItem(key) : null;
    const sightingId = Number(key?.slice(PREFIX.length));
    if (token && Number.isInteger(sightingId) && sightingId > 0) {
      found.push({ sightingId, headers: { [FINDER_TOKEN_HEADER]: token } });
    }
  }
  return found.sort((a, b) => a.sightingId - b.sightingId);
}
