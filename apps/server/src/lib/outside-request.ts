import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { checkedLookup, refusal, RefusedAddressError } from './outside-address';

/*
 * Sending to an outside URL read by `checkOutsideUrl` (ADR 220): the request goes to that
 * URL's host, port and path, never to a string read again by another parser, through an
 * agent that checks and pins the address of every connection.
 */

/** The most of an outside answer kept: push services answer a line or two. */
const ANSWER_MAX_BYTES = 16 * 1024;

function refused(error: Error): Duplex {
  const socket = new net.Socket();
  process.nextTick(() => socket.destroy(error));
  return socket;
}

/**
 * An https agent whose connections reach public addresses only, or those `listed` outright.
 * A DNS name is resolved once per connection and the connection is made to the addresses
 * checked (`checkedLookup`); an IP address in the URL is checked as it stands. `base` keeps
 * another agent's TLS settings and way of connecting (the tests': their push service's
 * certificate, their own DNS as its `lookup`, or no connection at all).
 */
export class OutsideAgent extends https.Agent {
  readonly #listed: ReadonlySet<string>;
  readonly #base: https.Agent | undefined;

  constructor(listed: ReadonlySet<string>, base?: https.Agent) {
    const { lookup, ...rest } = base?.options ?? { keepAlive: true };
    super({ ...rest, lookup: checkedLookup(listed, lookup) });
    this.#listed = listed;
    this.#base = base;
  }

  override createConnection(
    options: https.RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = options.host ?? options.hostname ?? '';
    const why = net.isIP(host) ? refusal(host, this.#listed) : undefined;
    if (why) return refused(new RefusedAddressError(why));
    // `options` carries this agent's lookup: the base connects through it as well.
    return this.#base
      ? this.#base.createConnection(options, callback)
      : super.createConnection(options, callback);
  }
}

export type OutsideAnswer = { status: number; body: string };

/** One request to `url` (from `checkOutsideUrl`) through `agent`; any status is an answer. */
export function sendOutside(
  url: URL,
  request: { method: string; headers: Record<string, string | number>; body: Buffer | null },
  options: { agent: OutsideAgent; timeoutMs: number },
): Promise<OutsideAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        hostname: url.hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        agent: options.agent,
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < ANSWER_MAX_BYTES) chunks.push(chunk.subarray(0, ANSWER_MAX_BYTES - kept));
          kept += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${url.host} did not answer within ${options.timeoutMs} ms`)),
    );
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}
