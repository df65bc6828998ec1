/**
 * A return path (`?from=` of a detail or log-in link) names a page of this site; anything
 * else would send a person to another site from our own link (issue 27 item 2). Browsers
 * read a URL leniently — they drop tabs and newlines anywhere, take `\` for `/` and collapse
 * `/..//` — so the value is read by the same URL parser a browser uses, never by looking at
 * its first characters.
 *
 * Where the page's own origin is not known (the server, tests), any origin of ours will do:
 * the question is only whether the value stays on it.
 */
const STAND_IN_ORIGIN = 'https://return-path.invalid';

/**
 * The value as a path of `origin` (path, query and hash, normalised as a browser would), or
 * null when it is not a path or would lead elsewhere.
 */
export function sameOriginPath(
  value: string | null | undefined,
  origin: string = STAND_IN_ORIGIN,
): string | null {
  // A return path is a path: `list` or `mypage` are names, not places (notice links once
  // carried `from=list`).
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `/..//evil.example` stays on this origin when parsed, but its normalised path is
  // `//evil.example`, which a link would read as another host.
  return path.startsWith('//') ? null : path;
}
