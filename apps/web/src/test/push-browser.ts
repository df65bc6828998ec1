import { afterEach, vi } from 'vitest';

/** What the fake browser's push service hands out (page tests of 이 기기에서 알림 받기). */
export const endpoint = 'https://fcm.googleapis.com/fcm/send/this-phone';
export const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

/**
 * A browser with the Push API and an active service worker, whose person answers the
 * permission prompt with `answer`. jsdom has neither; both go after each test.
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

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
