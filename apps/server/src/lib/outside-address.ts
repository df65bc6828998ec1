import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import net from 'node:net';

/*
 * Which addresses an outside URL may reach (ADR 220): public ones only. The ranges are
 * IANA's special-purpose address registries (RFC 6890 and its updates), multicast and the
 * reserved blocks: private, loopback, link-local (the cloud metadata service among them),
 * shared, documentation, benchmarking, translation and the like.
 */
const SPECIAL_IPV4 = new net.BlockList();
/** Apart: a BlockList checks IPv4 addresses against its IPv6 rules too, as mapped ones. */
const SPECIAL_IPV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL_IPV4.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['::ffff:0:0', 96], // IPv4-mapped: an IPv4 address in IPv6 clothes
  ['64:ff9b::', 96], // NAT64, which embeds any IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4, which embeds any IPv4 address
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const) {
  SPECIAL_IPV6.addSubnet(prefix, bits, 'ipv6');
}

/** Whether `address` (an IP address) is one the internet routes to someone else. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 4 ? !SPECIAL_IPV4.check(address, 'ipv4') : !SPECIAL_IPV6.check(address, 'ipv6');
}

/** A name that resolved to an address an outside URL may not reach. */
export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

/**
 * Whom a connection may reach: public addresses, and the ones the operator listed outright.
 * Says why not, or undefined when it may.
 */
export function refusal(address: string, listed: ReadonlySet<string>): string | undefined {
  if (listed.has(address) || isPublicAddress(address)) return undefined;
  return `${address} is not a public address`;
}

/**
 * A DNS lookup for `net.connect` that resolves once, refuses the connection when any of the
 * name's addresses may not be reached, and hands the connection exactly the addresses it
 * checked: the address is pinned, so a second answer (DNS rebinding) is never asked for.
 * `resolve` is `dns.lookup` unless a test brings its own.
 */
export function checkedLookup(
  listed: ReadonlySet<string>,
  resolve: net.LookupFunction = dns.lookup as net.LookupFunction,
): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, answer) => {
      if (error) return callback(error, '', 0);
      const addresses = answer as LookupAddress[];
      const why = addresses.length
        ? addresses.map((a) => refusal(a.address, listed)).find(Boolean)
        : `${hostname} has no address`;
      if (why) return callback(new RefusedAddressError(`${hostname}: ${why}`), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}
