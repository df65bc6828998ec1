import { sameOriginPath } from '@chajul/contracts';
import { paths } from '../config/paths';

/**
 * This site's origin; none in the build's prerender of the home page (ADR 237), where the
 * contracts' stand-in serves: only whether a path stays on the site is asked of it.
 */
const siteOrigin = () => (typeof window === 'undefined' ? undefined : window.location.origin);

/**
 * The `from` of a link (spec §2: `/notice/detail?id=&from`; `/login?from=`): where "목록" or
 * a finished log-in goes back to. Only a page of this site counts (return-path.ts in the
 * contracts); anything else gives the fallback.
 */
export function returnPath(from: string | null | undefined, fallback: string): string {
  return sameOriginPath(from, siteOrigin()) ?? fallback;
}

/**
 * The log-in or sign-up page that comes back to `here` afterwards. Home is where both go
 * anyway, so it is left out of the address.
 */
export function withReturn(page: string, here: string | null | undefined): string {
  const back = sameOriginPath(here, siteOrigin());
  return back && back !== paths.home ? `${page}?from=${encodeURIComponent(back)}` : page;
}

/** A positive whole number from a URL part, else null (spec §5: "invalid access"). */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The log-in page that comes back to `location` (a router's location) afterwards. */
export function loginAfter(location: { pathname: string; search: string; hash: string }) {
  return withReturn(paths.login, `${location.pathname}${location.search}${location.hash}`);
}
