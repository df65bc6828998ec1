import type { Agent } from 'node:https';
import type { AlertKind, PushPayload } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendPushJob } from '../../../jobs/catalogue';
import { OutsideAgent } from '../../../lib/outside-request';
import { listedAddresses } from '../../../lib/outside-url';
import type { PushOwner } from './push.repository';
import { subscriptionIdsFor } from './push.repository';
import type { PushDevice } from './push.sender';
import { deliverPush, deliverToDevice } from './push.sender';
import { resolveVapidKeys } from './vapid-keys';

export type PushQueue = {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Queues one `send-push` job per device of the owner that shows this kind. */
  send(owner: PushOwner, kind: AlertKind, payload: PushPayload): Promise<void>;
  /** Delivers now to a device kept elsewhere (an area alert's visitor, ADR 240): a job's work. */
  deliverTo(
    device: PushDevice,
    payload: PushPayload,
    forget: () => Promise<void>,
  ): Promise<'sent' | 'expired' | 'refused'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    push: PushQueue;
  }
}

/**
 * Web Push (ADR 155): the server's VAPID keys, and the `send-push` job that delivers. `agent`
 * is the base of the push services' agent (tests trust their own service's certificate).
 */
export const pushPlugin = fp<{ agent?: Agent | undefined }>(async (app: FastifyInstance, opts) => {
  const { serviceHosts } = app.config.push;
  const keys = resolveVapidKeys(app.config.push.vapidKeys, app.config.dataDir);
  const senderDeps = {
    db: app.db,
    keys,
    subject: app.config.push.subject,
    log: app.log,
    serviceHosts,
    // Public addresses only, or those PUSH_SERVICE_HOSTS names outright (ADR 220).
    agent: new OutsideAgent(listedAddresses(serviceHosts), opts.agent),
  };
  app.addHook('onClose', () => senderDeps.agent.destroy());
  app.jobs.handle(sendPushJob, (job) => deliverPush(senderDeps, job));
  app.decorate('push', {
    publicKey: keys.publicKey,
    async send(owner, kind, payload) {
      for (const subscriptionId of await subscriptionIdsFor(app.db, owner, kind)) {
        await app.jobs.send(sendPushJob, { subscriptionId, payload });
      }
    },
    deliverTo: (device, payload, forget) => deliverToDevice(senderDeps, device, payload, forget),
  } satisfies PushQueue);
});
