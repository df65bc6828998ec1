import { vi } from 'vitest';

/** What the fake browser's push service hands out (page tests of 이 기기에서 알림 받기). */
export const endpoint = 'https://fcm.googleapis.com/fcm/send/this-phone';
export const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/**
 * A browser with the Push API and an active service worker, whose person answers the
 * permission prompt with `answer`. jsdom has neither; both go after each test (removeFakePush).
 */
export function browserWithPush(answer: NotificationPermission) {
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
  }));
  const registration = { pushManager: { subscribe, getSubscription: async () => null } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => answer });
  return { subscribe };
}

/**
 * Takes the fake browser's push away (src/test/setup.ts, after each test). Called from the
 * setup file, which runs for every test file: a hook registered here would be registered
 * once per worker only, since files share a worker's modules (isolate: false, ADR 238).
 */
export function removeFakePush() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
