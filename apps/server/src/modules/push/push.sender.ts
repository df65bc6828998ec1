import type { Agent } from 'node:https';
import type { PushPayload } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import * as repo from './push.repository';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps an alert for a phone that is off: a day-old match still helps. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 15_000;
/** The push service no longer knows the device: it unsubscribed, or the browser was reset. */
const EXPIRED = new Set([404, 410]);

export type PushSenderDeps = {
  db: Db;
  keys: VapidKeys;
  subject: string;
  log: FastifyBaseLogger;
  /** The TLS agent for the push services (tests trust their own service's certificate). */
  agent?: Agent | undefined;
};

/** A push service's refusal worth another try (5xx, 429, 4xx we cannot tell apart). */
export class PushRefused extends Error {}

/**
 * The `send-push` job: seals the payload to the device's keys (RFC 8291, by web-push) and
 * hands it to its push service. An expired device is deleted and the job ends; anything
 * else throws, so the queue tries again with its back-off.
 */
export async function deliverPush(
  deps: PushSenderDeps,
  job: { subscriptionId: number; payload: PushPayload },
): Promise<'sent' | 'gone' | 'expired'> {
  const sub = await repo.findSubscription(deps.db, job.subscriptionId);
  if (!sub) return 'gone';
  try {
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(job.payload),
      {
        vapidDetails: { subject: deps.subject, ...deps.keys },
        TTL: TTL_SECONDS,
        timeout: TIMEOUT_MS,
        ...(deps.agent ? { agent: deps.agent } : {}),
      },
    );
    return 'sent';
  } catch (error) {
    const host = new URL(sub.endpoint).host;
    if (error instanceof webpush.WebPushError) {
      if (EXPIRED.has(error.statusCode)) {
        await repo.deleteSubscriptions(deps.db, [sub.id]);
        deps.log.info({ subscriptionId: sub.id, host }, 'push: device expired, forgotten');
        return 'expired';
      }
      throw new PushRefused(`push service ${host} answered ${error.statusCode}: ${error.body}`);
    }
    throw error;
  }
}
