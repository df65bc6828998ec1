import type { PushPayload } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../../db/client';
import type { OutsideHosts } from '../../../lib/outside-url';
import { checkOutsideUrl } from '../../../lib/outside-url';
import type { OutsideAgent } from '../../../lib/outside-request';
import { sendOutside } from '../../../lib/outside-request';
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
  /** PUSH_SERVICE_HOSTS: an endpoint is read against it again before every send. */
  serviceHosts: OutsideHosts;
  /** Checks and pins each push service's address (ADR 220). */
  agent: OutsideAgent;
};

/** A push service's refusal worth another try (5xx, 429, 4xx we cannot tell apart). */
export class PushRefused extends Error {}

/** The origin web-push signed the VAPID token for: its own (legacy `url.parse`) reading. */
function vapidAudience(authorization: unknown): string | undefined {
  const jwt = /^vapid t=([^,\s]+)/.exec(String(authorization))?.[1];
  const claims = jwt?.split('.')[1];
  if (!claims) return undefined;
  const { aud } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: unknown;
  };
  return typeof aud === 'string' ? aud : undefined;
}

/**
 * The `send-push` job: seals the payload to the device's keys (RFC 8291, by web-push) and
 * posts it to its push service, at the endpoint as `checkOutsideUrl` read it (ADR 220). An
 * endpoint that no longer passes (saved before issue 38, or the list changed) and an expired
 * device are deleted and the job ends; anything else throws, so the queue tries again.
 */
export async function deliverPush(
  deps: PushSenderDeps,
  job: { subscriptionId: number; payload: PushPayload },
): Promise<'sent' | 'gone' | 'expired' | 'refused'> {
  const sub = await repo.findSubscription(deps.db, job.subscriptionId);
  if (!sub) return 'gone';
  return deliverToDevice(deps, sub, job.payload, () => repo.deleteSubscriptions(deps.db, [sub.id]));
}

/** A device as any owner keeps it: push_subscriptions, or an area alert's visitor (ADR 240). */
export type PushDevice = { id: number; endpoint: string; p256dh: string; auth: string };

/**
 * Seals and posts one payload to one device; `forget` drops a device whose endpoint no longer
 * passes or that the push service no longer knows. Anything else throws, to be tried again.
 */
export async function deliverToDevice(
  deps: Omit<PushSenderDeps, 'db'>,
  sub: PushDevice,
  payload: PushPayload,
  forget: () => Promise<void>,
): Promise<'sent' | 'expired' | 'refused'> {
  const url = checkOutsideUrl(sub.endpoint, deps.serviceHosts);
  // The urgency travels as the push service's header; the device gets the rest.
  const { urgency = 'normal', ...shown } = payload;
  const request =
    url &&
    webpush.generateRequestDetails(
      { endpoint: url.href, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(shown),
      { vapidDetails: { subject: deps.subject, ...deps.keys }, TTL: TTL_SECONDS, urgency },
    );
  // web-push reads the endpoint again for the token's audience: both readings must agree.
  if (!url || !request || vapidAudience(request.headers.Authorization) !== url.origin) {
    await forget();
    deps.log.warn({ subscriptionId: sub.id }, 'push: endpoint refused, device forgotten');
    return 'refused';
  }
  const answer = await sendOutside(url, request, { agent: deps.agent, timeoutMs: TIMEOUT_MS });
  if (answer.status >= 200 && answer.status < 300) return 'sent';
  if (EXPIRED.has(answer.status)) {
    await forget();
    deps.log.info({ subscriptionId: sub.id, host: url.host }, 'push: device expired, forgotten');
    return 'expired';
  }
  throw new PushRefused(`push service ${url.host} answered ${answer.status}: ${answer.body}`);
}
