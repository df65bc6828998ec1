import type { PushSubscribe, PushUnsubscribe } from '@chajul/contracts';
import { ALERT_KINDS, pushMessages } from '@chajul/contracts';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { badRequest, forbidden, notFound, unauthorized } from '../../../errors';
import type { OutsideHosts } from '../../../lib/outside-url';
import { isListedHost, readOutsideUrl } from '../../../lib/outside-url';
import type { Signer } from '../../../lib/signer';
import type { PushOwner } from './push.repository';
import * as repo from './push.repository';

/** Devices kept per member or per found/seen report: a phone, a tablet, a few browsers. */
export const MAX_DEVICES = 10;

export type PushDeps = { db: Db; signer: Signer; serviceHosts: OutsideHosts };

/**
 * Who subscribes: a visitor finder, whose private link the route has checked (the device
 * belongs to their found or seen report, ADR 135), else the member by login.
 */
export type PushCaller = { user: UserRow | null; visitorSightingId: number | undefined };

function ownerOf(caller: PushCaller): PushOwner {
  if (caller.visitorSightingId !== undefined) return { sightingId: caller.visitorSightingId };
  if (caller.user) return { userId: caller.user.id };
  throw unauthorized();
}

/**
 * The endpoint as the server will send to it (ADR 220): on a known push service's host or
 * under one (PUSH_SERVICE_HOSTS), read once and strictly; its WHATWG serialisation is stored.
 */
function pushEndpoint(endpoint: string, hosts: OutsideHosts): string {
  const url = readOutsideUrl(endpoint);
  if (!url) throw badRequest(pushMessages.endpointInvalid, 'endpoint');
  if (!isListedHost(url.hostname, hosts)) throw badRequest(pushMessages.serviceUnknown, 'endpoint');
  return url.href;
}

export async function subscribe(deps: PushDeps, caller: PushCaller, body: PushSubscribe) {
  const owner = ownerOf(caller);
  const endpoint = pushEndpoint(body.endpoint, deps.serviceHosts);
  await repo.saveSubscription(deps.db, owner, {
    endpoint,
    p256dh: body.keys.p256dh.replace(/=+$/, ''),
    auth: body.keys.auth.replace(/=+$/, ''),
    kinds: [...new Set(body.kinds ?? ALERT_KINDS)],
  });
  await repo.trimSubscriptions(deps.db, owner, MAX_DEVICES);
  return { status: 'ok' as const, message: pushMessages.subscribed };
}

const owns = (owner: PushOwner, row: { userId: number | null; sightingId: number | null }) =>
  'userId' in owner ? row.userId === owner.userId : row.sightingId === owner.sightingId;

/** Only the device's owner unsubscribes it; an endpoint the server does not know is a 404. */
export async function unsubscribe(deps: PushDeps, caller: PushCaller, body: PushUnsubscribe) {
  const owner = ownerOf(caller);
  const row = await repo.findByEndpoint(
    deps.db,
    readOutsideUrl(body.endpoint)?.href ?? body.endpoint,
  );
  if (!row) throw notFound(pushMessages.notFound);
  if (!owns(owner, row)) throw forbidden(pushMessages.notYours);
  await repo.deleteSubscriptions(deps.db, [row.id]);
  return { status: 'ok' as const, message: pushMessages.unsubscribed };
}
