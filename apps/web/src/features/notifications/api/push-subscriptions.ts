import type { PushSubscribe } from '@chajul/contracts';
import { okResponseSchema, pushPublicKeySchema } from '@chajul/contracts';
import { api } from '../../../lib/api-client';

/** The server's VAPID key, which the browser subscribes with. */
export const getPushPublicKey = () =>
  api('/api/push/public-key', { schema: pushPublicKeySchema }).then((answer) => answer.publicKey);

/** `headers`: a visitor finder's private link (lib/finder-token.ts), for their found report. */
export const saveThisDevice = (subscription: PushSubscribe, headers?: Record<string, string>) =>
  api('/api/push/subscriptions', {
    method: 'POST',
    body: subscription,
    schema: okResponseSchema,
    ...(headers ? { headers } : {}),
  });

export const forgetThisDevice = (endpoint: string, headers?: Record<string, string>) =>
  api('/api/push/subscriptions', {
    method: 'DELETE',
    body: { endpoint },
    schema: okResponseSchema,
    ...(headers ? { headers } : {}),
  });
