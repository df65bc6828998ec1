import type {
  NeighbourSettings,
  NeighbourSubscription,
  NeighbourVisitorSubscribe,
} from '@chajul/contracts';
import { neighbourMessages as m, pushMessages } from '@chajul/contracts';
import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NeighbourSubscriberRow, UserRow } from '../../db/schema';
import { lostReports, neighbourSubscribers } from '../../db/schema';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../errors';
import { emailKey } from '../../lib/email-key';
import type { Mailer } from '../../lib/mailer';
import type { OutsideHosts } from '../../lib/outside-url';
import { isListedHost, readOutsideUrl } from '../../lib/outside-url';
import type { Signer } from '../../lib/signer';
import { reportOfLink } from '../reports/visitor-reports';
import { confirmMail } from './neighbours.mail';
import {
  manageToken,
  manageTokenMatches,
  newNonce,
  readOffToken,
  tokenId,
} from './neighbours.link';
import * as repo from './neighbours.repository';

export type NeighboursDeps = {
  db: Db;
  signer: Signer;
  mailer: Mailer;
  publicBaseUrl: string;
  serviceHosts: OutsideHosts;
};

/** Who manages area alerts: a member by login, or a visitor by their private link's token. */
export type Holder = { user: UserRow | null; token: string | undefined };

/** Subscriptions one address may start in an hour: a stranger cannot flood a mailbox. */
export const SUBSCRIBES_PER_EMAIL_PER_HOUR = 3;

function pushEndpoint(endpoint: string, hosts: OutsideHosts): string {
  const url = readOutsideUrl(endpoint);
  if (!url) throw badRequest(pushMessages.endpointInvalid, 'push');
  if (!isListedHost(url.hostname, hosts)) throw badRequest(pushMessages.serviceUnknown, 'push');
  return url.href;
}

const linkOf = (deps: NeighboursDeps, row: { id: number; linkNonce: string | null }) =>
  `${deps.publicBaseUrl}/neighbours/manage?token=${manageToken(deps.signer, row.id, row.linkNonce!)}`;

/**
 * A visitor subscribes (ADR 240): with an address, the alerts by mail start when its mailed
 * link is opened; with a device, at once, and the device gets the private link's token.
 */
export async function subscribeVisitor(deps: NeighboursDeps, body: NeighbourVisitorSubscribe) {
  if (!body.email && !body.push) throw badRequest(m.reachNeeded, 'email');
  if (body.channels.includes('EMAIL') && !body.email) throw badRequest(m.emailNeeded, 'email');
  // A text goes only to a member's verified number (ADR 250): a visitor has none here.
  if (body.channels.includes('SMS')) throw badRequest(m.smsMembers, 'channels');
  const key = body.email ? emailKey(body.email) : null;
  if (key) {
    const [recent] = await deps.db
      .select({ n: count() })
      .from(neighbourSubscribers)
      .where(
        and(
          eq(neighbourSubscribers.emailKey, key),
          gte(neighbourSubscribers.createdAt, new Date(Date.now() - 3600_000)),
        ),
      );
    if ((recent?.n ?? 0) >= SUBSCRIBES_PER_EMAIL_PER_HOUR) throw tooManyRequests();
  }
  const row = await repo.insertSubscriber(
    deps.db,
    {
      email: body.email ?? null,
      emailKey: key,
      linkNonce: newNonce(),
      pushEndpoint: body.push ? pushEndpoint(body.push.endpoint, deps.serviceHosts) : null,
      pushP256dh: body.push?.keys.p256dh.replace(/=+$/, '') ?? null,
      pushAuth: body.push?.keys.auth.replace(/=+$/, '') ?? null,
    },
    body,
  );
  if (body.email) await deps.mailer.send(confirmMail(body.email, linkOf(deps, row)));
  return {
    status: 'ok' as const,
    message: body.email ? m.confirmSent : m.subscribed,
    ...(body.push ? { token: manageToken(deps.signer, row.id, row.linkNonce!) } : {}),
  };
}

/** The visitor's subscription their token names, when the server made it and honours it. */
async function visitorOf(deps: NeighboursDeps, token: string | undefined) {
  const id = token ? tokenId(token) : undefined;
  const row = id === undefined ? undefined : await repo.findSubscriber(deps.db, id);
  if (!row || row.userId !== null || !manageTokenMatches(deps.signer, token!, row.linkNonce)) {
    return undefined;
  }
  return row;
}

/** The mailed link was opened: the address is the visitor's. */
export async function confirm(deps: NeighboursDeps, token: string) {
  const row = await visitorOf(deps, token);
  if (!row) throw badRequest(m.linkInvalid, 'token');
  if (!row.emailConfirmedAt) {
    await repo.setSubscriber(deps.db, row.id, { emailConfirmedAt: new Date() });
  }
  return { status: 'ok' as const, message: m.confirmed };
}

async function holderRow(deps: NeighboursDeps, holder: Holder) {
  if (holder.token) {
    const row = await visitorOf(deps, holder.token);
    if (!row) throw forbidden(m.linkInvalid);
    return row;
  }
  if (!holder.user) throw unauthorized();
  return repo.findMemberSubscriber(deps.db, holder.user.id);
}

async function toSubscription(db: Db, row: NeighbourSubscriberRow): Promise<NeighbourSubscription> {
  const places = await repo.placesOf(db, row.id);
  return {
    places: places.map((p) => ({
      ...(p.label ? { label: p.label } : {}),
      lat: p.lat,
      lng: p.lng,
      radiusM: p.radiusM as NeighbourSettings['places'][number]['radiusM'],
    })),
    events: row.events as NeighbourSettings['events'],
    channels: row.channels as NeighbourSettings['channels'],
    quietHours:
      row.quietStart === null || row.quietEnd === null
        ? null
        : { start: row.quietStart, end: row.quietEnd },
    emailConfirmed: row.userId !== null || row.emailConfirmedAt !== null,
    hasDevice: row.pushEndpoint !== null,
  };
}

export async function mine(deps: NeighboursDeps, holder: Holder) {
  const row = await holderRow(deps, holder);
  if (!row) throw notFound(m.notFound);
  return toSubscription(deps.db, row);
}

/** A member's settings are made on the first save; a visitor's must exist. */
export async function save(deps: NeighboursDeps, holder: Holder, settings: NeighbourSettings) {
  const row = await holderRow(deps, holder);
  if (row) await repo.updateSettings(deps.db, row.id, settings);
  else await repo.insertSubscriber(deps.db, { userId: holder.user!.id }, settings);
  return { status: 'ok' as const, message: m.saved };
}

export async function remove(deps: NeighboursDeps, holder: Holder) {
  const row = await holderRow(deps, holder);
  if (row) await repo.deleteSubscriber(deps.db, row.id);
  return { status: 'ok' as const, message: m.off };
}

/** The off link of an alert (no login, ADR 227's pattern): every area alert stops. */
export async function turnOff(deps: NeighboursDeps, token: string) {
  const id = readOffToken(deps.signer, token);
  if (id === undefined) throw badRequest(m.linkInvalid, 'token');
  await repo.deleteSubscriber(deps.db, id);
  return { status: 'ok' as const, message: m.off };
}

/** 「N명의 이웃에게 알렸어요」 for the visitor family that holds the report's link (ADR 243). */
export async function toldByLink(deps: NeighboursDeps, token: string | undefined) {
  const report = await reportOfLink(deps, token);
  return { told: await repo.toldCount(deps.db, 'LOST', report.id) };
}

/** 「N명의 이웃에게 알렸어요」: the report's author alone sees how many were told. */
export async function toldOf(deps: NeighboursDeps, user: UserRow, reportId: number) {
  const [row] = await deps.db
    .select({ authorId: lostReports.authorId })
    .from(lostReports)
    .where(eq(lostReports.id, reportId));
  if (!row) throw notFound();
  if (row.authorId !== user.id) throw forbidden();
  return { told: await repo.toldCount(deps.db, 'LOST', reportId) };
}
