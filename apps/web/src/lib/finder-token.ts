import { FINDER_TOKEN_HEADER } from '@chajul/contracts';

/*
 * A visitor's private link (ADR 135) is their only key to their found or seen report. The
 * manage page takes the token out of the address bar and keeps it for this tab only
 * (sessionStorage), under `finder-token:<sighting id>`; the finder's calls send it in the
 * x-finder-token header (ADR 140). The last one opened is also kept under
 * `finder-token:last`, for a page that knows a conversation but not its sighting yet.
 */
const keyOf = (id: number | 'last') => `finder-token:${id}`;

function read(key: string): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode, policies): the link still works once
  }
}

export function saveFinderToken(id: number, token: string): void {
  try {
    sessionStorage.setItem(keyOf(id), token);
    sessionStorage.setItem(keyOf('last'), token);
  } catch {
    // Nothing to keep it in: the page still works while it is open.
  }
}

/** The kept token of sighting `id`, if this tab opened its private link. */
export const finderTokenFor = (id: number) => read(keyOf(id));

const headersOf = (token: string | undefined): Record<string, string> =>
  token ? { [FINDER_TOKEN_HEADER]: token } : {};

/** The header for the finder's own calls about sighting `id`; none without a kept token. */
export const finderHeaders = (id: number) => headersOf(finderTokenFor(id));

/** The header of the private link this tab opened last (a message page reached from it). */
export const lastFinderHeaders = () => headersOf(read(keyOf('last')));

export type FinderAccess = { sightingId: number; headers: Record<string, string> };

/** Every private link this tab opened, by sighting: messages let such a visitor in. */
export function storedFinderTokens(): FinderAccess[] {
  const found: FinderAccess[] = [];
  try {
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) ?? '';
      const sightingId = Number(key.slice(keyOf(0).length - 1));
      const token = key.startsWith('finder-token:') ? read(key) : undefined;
      if (token && Number.isInteger(sightingId) && sightingId > 0) {
        found.push({ sightingId, headers: headersOf(token) });
      }
    }
  } catch {
    return found;
  }
  return found.sort((a, b) => a.sightingId - b.sightingId);
}
