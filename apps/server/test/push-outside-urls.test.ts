import crypto from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { pushMessages } from '@chajul/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { pushSubscriptions } from '../src/db/schema';
import { saveSubscription } from '../src/modules/notifications/push/push.repository';
import { createUser } from './factories';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import { pushServiceCertFile, startFakePushService } from './push/fake-push-service';

/*
 * Issue 38 item 1 (ADR 220): a push endpoint is the browser's word, so the server reads it
 * once, sends to what it read, and reaches public addresses only. No test uses the internet:
 * names resolve through a made-up DNS given to the push agent as its `lookup`.
 */

const payload = { title: '알림', body: '새 소식', url: '/mypage', tag: 'outside-urls' };
const pushDefaults = loadConfig({}).push;

/** A browser's keys: web-push seals the payload to them. */
function deviceKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

/** A DNS that answers from `answers` (one list per question, the last repeated). */
function madeUpDns(answers: Record<string, string[][]>) {
  const asked: string[] = [];
  const lookup = (
    hostname: string,
    _options: unknown,
    callback: (error: Error | null, addresses: LookupAddress[]) => void,
  ) => {
    asked.push(hostname);
    const lists = answers[hostname];
    const asks = asked.filter((name) => name === hostname).length;
    const list = lists?.[Math.min(asks, lists.length) - 1];
    if (!list) return callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    callback(
      null,
      list.map((address) => ({ address, family: net.isIP(address) })),
    );
  };
  return { lookup, asked };
}

/** A TCP listener on loopback that only counts who connects. */
async function connectionCounter() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** An agent that records where it was asked to connect and connects nowhere. */
class RecordingAgent extends https.Agent {
  readonly hosts: string[] = [];
  override createConnection(options: https.RequestOptions) {
    this.hosts.push(String(options.host));
    const socket = new net.Socket();
    process.nextTick(() => socket.destroy(new Error('the recording agent connects nowhere')));
    return socket;
  }
}

const rowOf = async (app: Awaited<ReturnType<typeof buildTestApp>>, id: number) =>
  (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id)))[0];

describe('push endpoints are read once and reach public addresses only', () => {
  it('an endpoint that two URL parsers read differently is refused, whatever the character', async () => {
    const app = await buildTestApp();
    const member = await createUser(app);
    for (const trick of [';', '`', '{', "'", '"']) {
      const endpoint = `https://10.0.0.5${trick}.fcm.googleapis.com/x`;
      const res = await call(app, member, 'POST', '/api/push/subscriptions', {
        endpoint,
        keys: deviceKeys(),
      });
      expect(res.statusCode, `${trick}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(pushMessages.endpointInvalid);
    }
    expect(await rowOf(app, member.id)).toBeUndefined();
  });

  it('a device saved before endpoints were read strictly is forgotten at its first push, unreached', async () => {
    const agent = new RecordingAgent();
    const app = await buildTestApp({}, { pushAgent: agent });
    const member = await createUser(app);
    await saveSubscription(
      app.db,
      { userId: member.id },
      {
        endpoint: 'https://10.0.0.5;.fcm.googleapis.com/x',
        ...deviceKeys(),
        kinds: ['match'],
      },
    );
    await app.push.send({ userId: member.id }, 'match', payload);
    await expect.poll(() => rowOf(app, member.id), { timeout: 10_000 }).toBeUndefined();
    expect(agent.hosts).toEqual([]);
  });

  it('a listed push service whose name resolves to a loopback address is never connected to', async () => {
    const target = await connectionCounter();
    const dns = madeUpDns({ 'push.example': [['127.0.0.1']] });
    const app = await buildTestApp(
      { push: { ...pushDefaults, serviceHosts: ['push.example'] } },
      { pushAgent: new https.Agent({ lookup: dns.lookup as never }) },
    );
    const member = await createUser(app);
    const subscribed = await call(app, member, 'POST', '/api/push/subscriptions', {
      endpoint: `https://push.example:${target.port}/push/d1`,
      keys: deviceKeys(),
    });
    expect(subscribed.statusCode).toBe(200);
    await app.push.send({ userId: member.id }, 'match', payload);
    await expect.poll(() => dns.asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Time enough for a connection the old sender opened at once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(target.connections()).toBe(0);
  });

  it('a push goes to the address that was checked, even when the name answers otherwise later', async () => {
    const service = await startFakePushService();
    afterAll(() => service.close());
    // The second answer would be refused; a sender that asked again would never deliver.
    const dns = madeUpDns({ localhost: [['127.0.0.1'], ['192.0.2.1']] });
    const app = await buildTestApp(
      // 127.0.0.1 named outright: the one special address these pushes may reach.
      { push: { ...pushDefaults, serviceHosts: ['localhost', '127.0.0.1'] } },
      {
        pushAgent: new https.Agent({
          ca: fs.readFileSync(pushServiceCertFile),
          lookup: dns.lookup as never,
        }),
      },
    );
    const member = await createUser(app);
    const device = service.device();
    const res = await call(app, member, 'POST', '/api/push/subscriptions', {
      ...device.subscription,
      endpoint: device.subscription.endpoint.replace('//127.0.0.1:', '//localhost:'),
    });
    expect(res.statusCode).toBe(200);
    await app.push.send({ userId: member.id }, 'match', payload);
    await expect.poll(() => service.deliveriesTo(device).length, { timeout: 10_000 }).toBe(1);
    expect(service.deliveriesTo(device)[0]?.payload).toEqual(payload);
    expect(dns.asked).toEqual(['localhost']);
  });
});
