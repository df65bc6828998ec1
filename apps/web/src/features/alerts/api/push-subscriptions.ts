import type { PushSubscribe } from '@chajul/contracts';
import { okResponseSchema, pushPublicKeySchema } from '@chajul/contracts';
import { api } from '../../../lib/api-client';

/** The server's VAPID key, which the browser subscribes with. */
export const getPushPublicKey = () =>
  api('/api/push/public-key', { schema: pushPublicKeySchema }).then((answer) => answer.publicKey);

export const saveThisDevice = (subscription: PushSubscribe) =>
  api('/api/push/subscriptions', { method: 'POST', body: subscription, schema: okResponseSchema });

export const forgetThisDevice = (endpoint: string) =>
  api('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: okResponseSchema,
  });
