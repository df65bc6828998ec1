import { afterAll } from 'vitest';
import { loadConfig } from '../src/config';
import type { TestApp } from './helper';
import { buildTestApp } from './helper';
import { call } from './matches.helpers';
import type { Device, FakePushService } from './push/fake-push-service';
import { startFakePushService, trustingAgent } from './push/fake-push-service';

/** An app whose pushes go to a fake push service on loopback, which it trusts. */
export async function appWithPushService(): Promise<{ app: TestApp; service: FakePushService }> {
  const service = await startFakePushService();
  const defaults = loadConfig({});
  const app = await buildTestApp(
    { push: { ...defaults.push, serviceHosts: ['127.0.0.1'] } },
    { pushAgent: trustingAgent() },
  );
  afterAll(() => service.close()); // called while the test file is collected
  return { app, service };
}

/** Subscribes a new device of the service for a member (or, with `headers`, a visitor). */
export async function subscribedDevice(
  app: TestApp,
  service: FakePushService,
  member: { id: number } | null,
  extra: { kinds?: string[]; headers?: Record<string, string> } = {},
): Promise<Device> {
  const device = service.device();
  const body = { ...device.subscription, ...(extra.kinds ? { kinds: extra.kinds } : {}) };
  const res = extra.headers
    ? await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: body,
        headers: extra.headers,
      })
    : await call(app, member, 'POST', '/api/push/subscriptions', body);
  if (res.statusCode !== 200) throw new Error(`not subscribed: ${res.body}`);
  return device;
}

/** Every kind on every channel, with `changes` over it. */
export function preferences(
  changes: Partial<
    Record<'match' | 'sighting' | 'message' | 'saved', Partial<Record<string, boolean>>>
  >,
) {
  const all = { inApp: true, email: true, push: true };
  return {
    match: { ...all, ...changes.match },
    sighting: { ...all, ...changes.sighting },
    message: { ...all, ...changes.message },
    saved: { ...all, ...changes.saved },
  };
}
