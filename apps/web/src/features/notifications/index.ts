// What other features may use of notifications (the bell, the list, alert settings, this
// device's push); the rest is its own. Re-exports only (ADR 105).
export { AlertSettings } from './components/alert-settings';
export { PushDeviceSetting } from './components/push-device-setting';
export { thisDeviceSubscription } from './lib/device-subscription';
export { NotificationList } from './components/notification-list';
