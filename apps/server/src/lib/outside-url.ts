import net from 'node:net';

/*
 * One way to send to an outside URL that someone else chose (issue 38 item 1, ADR 220): a
 * push subscription's endpoint is the browser's word, so the server reads it once, strictly,
 * and sends to what it read. This file reads; `outside-request.ts` connects and sends.
 */

/** A DNS name (letters, digits, hyphens, dots) or an IPv4 address; no userinfo, no brackets. */
const HOST = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*`;
/** RFC 3986 path characters, less `'` (which the legacy parser escapes); a query adds `?`. */
const PATH = String.raw`(?:[a-z0-9\-._~!$&()*+,;=:@/]|%[0-9a-f]{2})*`;
const QUERY = String.raw`(?:[a-z0-9\-._~!$&()*+,;=:@/?]|%[0-9a-f]{2})*`;
/**
 * `https://host[:port][/path][?query]` and nothing else: no fragment, no spaces, no quotes,
 * backticks, braces, backslashes or non-ASCII. Within it, WHATWG `URL` and Node's legacy
 * `url.parse` (web-push's) find the same host, port and path (test/outside-url.test.ts).
 */
const STRICT_HTTPS_URL = new RegExp(
  String.raw`^https://(${HOST})(?::(\d{1,5}))?(/${PATH})?(\?${QUERY})?$`,
  'i',
);

/** The hosts an outside URL may name: DNS names (that name or under it) and IP addresses. */
export type OutsideHosts = readonly string[];

/**
 * An https URL read once: the strict grammar, then WHATWG `URL`, which must find the same
 * host and path. Its `href` (the WHATWG serialisation) is what is stored and what is sent
 * to; undefined when the string is anything else.
 */
export function readOutsideUrl(raw: string): URL | undefined {
  const match = STRICT_HTTPS_URL.exec(raw);
  if (!match || Number(match[2] ?? 443) > 65_535) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  // WHATWG turns `0x7f.1` into 127.0.0.1 and `/a/../b` into `/b`, where the legacy parser
  // does not: what the grammar read must come out unchanged.
  const same =
    url.hostname === match[1]!.toLowerCase() &&
    `${url.pathname}${url.search}` === `${match[3] ?? '/'}${match[4] ?? ''}`;
  return same && !url.username && !url.password && !url.hash ? url : undefined;
}

/** Whether `host` (a URL's hostname) is on the list: that name or under it, or that address. */
export function isListedHost(host: string, hosts: OutsideHosts): boolean {
  return hosts.some((allowed) =>
    net.isIP(allowed) ? host === allowed : host === allowed || host.endsWith(`.${allowed}`),
  );
}

/** The URL to send to: read once (`readOutsideUrl`) and on the list; undefined otherwise. */
export function checkOutsideUrl(raw: string, hosts: OutsideHosts): URL | undefined {
  const url = readOutsideUrl(raw);
  return url && isListedHost(url.hostname, hosts) ? url : undefined;
}

/**
 * The addresses the list names outright (`127.0.0.1` for the tests' push service on
 * loopback): the only special-purpose addresses an outside URL may reach. Off by default:
 * the default list names push services by DNS name only.
 */
export const listedAddresses = (hosts: OutsideHosts): ReadonlySet<string> =>
  new Set(hosts.filter((host) => net.isIP(host)));
