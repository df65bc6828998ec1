import type { PushSubscribe } from '@chajul/contracts';
import { forgetThisDevice, getPushPublicKey, saveThisDevice } from '../api/push-subscriptions';

/*
 * This browser as a push device (Push API, issue 26). Loaded only when the alert settings
 * open, never with the home page. The service worker (service-worker/sw.js) shows what comes.
 */

export type DeviceAnswer = 'on' | 'noPush' | 'denied' | 'dismissed';

const canPush = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The app's service worker, once active; none in development or without the Push API. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!canPush()) return undefined;
  if (!(await navigator.serviceWorker.getRegistration())) return undefined;
  return navigator.serviceWorker.ready;
}

/** The VAPID key as the Push API takes it: base64url to bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function subscribeWith(reg: ServiceWorkerRegistration, publicKey: string) {
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return await reg.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with another server key stands in the way: replace it.
    const existing = await reg.pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    return reg.pushManager.subscribe(options);
  }
}

export async function isThisDeviceOn(): Promise<boolean> {
  const reg = await registration();
  return Boolean(
    reg && Notification.permission === 'granted' && (await reg.pushManager.getSubscription()),
  );
}

/**
 * Asks the person, subscribes this browser and tells the server; a visitor finder's calls
 * carry their private link (`headers`), so the device belongs to their found report.
 */
export async function subscribeThisDevice(headers?: Record<string, string>): Promise<DeviceAnswer> {
  const answer = await thisDeviceSubscription();
  if (typeof answer === 'string') return answer;
  await saveThisDevice(answer, headers);
  return 'on';
}

/**
 * Asks the person and subscribes this browser, without telling the server: an area alert's
 * visitor sends the subscription with their settings (ADR 240).
 */
export async function thisDeviceSubscription(): Promise<PushSubscribe | DeviceAnswer> {
  const reg = await registration();
  if (!reg) return 'noPush';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const subscription = (await subscribeWith(reg, await getPushPublicKey())).toJSON();
  return {
    endpoint: subscription.endpoint ?? '',
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
  };
}

/** The server forgets this browser, then the browser drops its subscription. */
export async function unsubscribeThisDevice(headers?: Record<string, string>) {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await forgetThisDevice(subscription.endpoint, headers).catch((error: { status?: number }) => {
    if (error.status !== 404) throw error; // already forgotten (the push service said gone)
  });
  await subscription.unsubscribe();
}
