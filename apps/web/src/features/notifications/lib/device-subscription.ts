import { tracked } from '../../../lib/module-loads';

/** This browser's push subscription, its code loaded only when asked (area alerts, ADR 240). */
export const thisDeviceSubscription = async () =>
  (await tracked(import('./push-device'))).thisDeviceSubscription();
