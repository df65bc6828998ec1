import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { decryptAes128gcm } from './web-push-decrypt';

/*
 * A push service on loopback for the tests (issue 26): it receives what the server's
 * `send-push` job posts, checks the VAPID signature and opens the payload with the device's
 * private key (RFC 8291), as a browser's push service and the browser would. Used by the
 * server tests and the e2e suite; no vitest here.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
/** A self-signed certificate for 127.0.0.1 and localhost, for this test service only. */
export const pushServiceCertFile = `${here}push-service.cert.pem`;
const tls = {
  cert: fs.readFileSync(pushServiceCertFile),
  key: fs.readFileSync(`${here}push-service.key.pem`),
};
/** An agent that trusts the test service (the server's `pushAgent`). */
export const trustingAgent = () => new https.Agent({ ca: tls.cert });

export type Delivery = {
  deviceId: string;
  headers: IncomingHttpHeaders;
  /** The decrypted JSON, or undefined when it did not open. */
  payload: unknown;
  /** The VAPID key the request was signed with, when its signature holds. */
  vapidKey: string | undefined;
  status: number;
  /** When it arrived (`performance.now()`). */
  receivedAt: number;
};

/** A browser's subscription: its keys, and the private half to open what arrives. */
function makeDevice(base: string, id: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    id,
    subscription: {
      endpoint: `${base}/push/${id}`,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
    open: (body: Buffer) => decryptAes128gcm(body, ecdh, auth),
  };
}
export type Device = ReturnType<typeof makeDevice>;

/** The key of `Authorization: vapid t=<JWT>, k=<key>` when the JWT is signed by that key. */
function vapidKeyOf(header: string | undefined, endpoint: URL): string | undefined {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string };
  return signed && aud === endpoint.origin ? key : undefined;
}

export async function startFakePushService() {
  const devices = new Map<string, Device>();
  const deliveries: Delivery[] = [];
  let answer: (device: Device | undefined, tries: number) => number = (device) =>
    device ? 201 : 404;
  let nextId = 0;

  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const deviceId = url.pathname.replace(/^\/push\//, '');
      const device = devices.get(deviceId);
      let payload: unknown;
      try {
        payload = device
          ? JSON.parse(device.open(Buffer.concat(chunks)).toString('utf8'))
          : undefined;
      } catch {
        payload = undefined;
      }
      const tries = deliveries.filter((d) => d.deviceId === deviceId).length + 1;
      const status = answer(device, tries);
      deliveries.push({
        deviceId,
        headers: req.headers,
        payload,
        vapidKey: vapidKeyOf(req.headers.authorization, url),
        status,
        receivedAt: performance.now(),
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    deliveries,
    /** A new subscription at this service, as `pushManager.subscribe` would give. */
    device(): Device {
      const device = makeDevice(base, `d${++nextId}-${crypto.randomBytes(6).toString('hex')}`);
      devices.set(device.id, device);
      return device;
    },
    /** What the service answers a device's n-th delivery (201 by default, 404 for strangers). */
    answerWith(fn: (device: Device | undefined, tries: number) => number) {
      answer = fn;
    },
    deliveriesTo: (device: Device) => deliveries.filter((d) => d.deviceId === device.id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
