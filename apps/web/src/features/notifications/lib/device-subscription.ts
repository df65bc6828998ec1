/** This browser's push subscription, its code loaded only when asked (area alerts, ADR 240). */
export const thisDeviceSubscription = async () =>
  (await import('./push-device')).thisDeviceSubscription();
