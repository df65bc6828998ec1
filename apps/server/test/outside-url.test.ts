import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import url from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkedLookup, isPublicAddress } from '../src/lib/outside-address';
import { checkOutsideUrl, readOutsideUrl } from '../src/lib/outside-url';

/*
 * The pieces of "one way to send to an outside URL" (ADR 220) that only a direct test can
 * show: what Node's legacy parser (web-push's) would make of an endpoint, and which
 * addresses are special. The routes' side is in push-outside-urls.test.ts.
 */

/** Endpoints seen in browsers, and tricks on the two parsers' differences. */
const real = [
  'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH-x_Yz0',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABlX2x1',
  'https://web.push.apple.com/QGuQyavXutnMH9pvl9YyMy1',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bx%3d%3d',
  'https://127.0.0.1:40123/push/d1-0a1b2c',
];
const tricks = [
  ...[';', '`', '{', '}', "'", '"', '\\', '|', '^', '<', '>', ' ', '\t', '%20', '@'].map(
    (c) => `https://10.0.0.5${c}.fcm.googleapis.com/x`,
  ),
  'https://fcm.googleapis.com\\@10.0.0.5/x',
  'https://fcm.googleapis.com@10.0.0.5/x',
  'https://user:pw@fcm.googleapis.com/x',
  'https://fcm.googleapis.com:443@10.0.0.5/x',
  'https://fcm.googleapis.com#@10.0.0.5/x',
  'https://fcm.googleapis.com?@10.0.0.5/x',
  'https://0x7f.1/push',
  'https://2130706433/push',
  'https://127.1/push',
  'https://[::1]/push',
  'https://fcm.googleapis.com./x',
  'https://fcm.googleapis.com:99999/x',
  'https://ｆcm.googleapis.com/x',
  'https://xn--fcm-9oa.googleapis.com/x',
  'https:/fcm.googleapis.com/x',
  'https:///10.0.0.5/x',
  'HTTPS://FCM.GOOGLEAPIS.COM/X',
  'http://fcm.googleapis.com/x',
  'https://fcm.googleapis.com/x\n',
  'https://fcm.googleapis.com/a/../../b',
  "https://fcm.googleapis.com/x'y",
];

describe('reading an outside URL (ADR 220)', () => {
  it('every endpoint read strictly means the same host, port and path to the legacy parser', () => {
    for (const raw of [...real, ...tricks]) {
      const read = readOutsideUrl(raw);
      if (!read) continue;
      const legacy = url.parse(raw);
      expect(legacy.hostname, raw).toBe(read.hostname);
      expect(Number(legacy.port ?? 443), raw).toBe(Number(read.port || 443));
      expect(legacy.path, raw).toBe(`${read.pathname}${read.search}`);
    }
    expect(real.map((raw) => readOutsideUrl(raw)?.href)).toEqual(real);
  });

  it("the issue's endpoints are refused, and no other trick reaches another host", () => {
    const hosts = ['fcm.googleapis.com', '127.0.0.1'];
    for (const trick of [';', '`', '{', "'", '"']) {
      expect(checkOutsideUrl(`https://10.0.0.5${trick}.fcm.googleapis.com/x`, hosts)).toBe(
        undefined,
      );
    }
    const passed = tricks.flatMap((raw) => checkOutsideUrl(raw, hosts) ?? []);
    expect(passed.map((read) => read.hostname)).toEqual(passed.map(() => 'fcm.googleapis.com'));
    expect(checkOutsideUrl('https://fcm.googleapis.com/a/../../b', hosts)).toBe(undefined);
  });

  it('private, loopback, link-local and other special-purpose addresses are not public', () => {
    const special = [
      '10.0.0.5',
      '127.0.0.1',
      '0.0.0.0',
      '169.254.169.254',
      '172.31.255.1',
      '192.168.1.1',
      '100.64.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:10.0.0.5',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:5',
      '2002:a00:5::1',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      'not an address',
    ];
    expect(special.filter(isPublicAddress)).toEqual([]);
    const open = ['142.250.196.106', '8.8.8.8', '2404:6800:4004:80a::200a', '1.1.1.1'];
    expect(open.filter(isPublicAddress)).toEqual(open);
  });
});

describe('connecting to an outside URL (ADR 220)', () => {
  /** A resolver that answers `answers` in turn and counts the questions. */
  const resolver = (answers: string[][]) => {
    let asked = 0;
    const resolve = (
      _host: string,
      _options: unknown,
      callback: (error: Error | null, addresses: LookupAddress[]) => void,
    ) => {
      const list = answers[Math.min(asked++, answers.length - 1)]!;
      callback(
        null,
        list.map((address) => ({ address, family: net.isIP(address) })),
      );
    };
    return { resolve: resolve as unknown as net.LookupFunction, asked: () => asked };
  };
  const lookUp = (lookup: net.LookupFunction, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      lookup('push.example', { all }, (error, address) => resolve({ error, address })),
    );

  it('a name with any special-purpose address is refused, whichever address comes first', async () => {
    for (const answer of [['10.0.0.5'], ['142.250.196.106', '169.254.169.254'], ['::1'], []]) {
      const { error } = await lookUp(checkedLookup(new Set(), resolver([answer]).resolve), true);
      expect(error?.message, answer.join()).toMatch(/push\.example: /);
    }
  });

  it('the connection gets the addresses that were checked, from one question', async () => {
    const dns = resolver([['142.250.196.106'], ['10.0.0.5']]);
    const lookup = checkedLookup(new Set(), dns.resolve);
    expect(await lookUp(lookup, false)).toEqual({ error: null, address: '142.250.196.106' });
    expect(dns.asked()).toBe(1);
  });

  it('a special address is reached only when the list names it outright', async () => {
    const dns = resolver([['127.0.0.1']]);
    expect((await lookUp(checkedLookup(new Set(), dns.resolve), true)).error).not.toBeNull();
    const listed = await lookUp(checkedLookup(new Set(['127.0.0.1']), dns.resolve), true);
    expect(listed).toEqual({ error: null, address: [{ address: '127.0.0.1', family: 4 }] });
  });
});
