import type { PushPayload } from '@chajul/contracts';
import { neighbourMessages as m } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job';
import { neighbourAlertJob, neighbourPushJob } from '../../jobs/catalogue';
import type { Mailer } from '../../lib/mailer';
import type { Signer } from '../../lib/signer';
import { recipientOf } from '../notifications/alert-settings.repository';
import { isAddressOff } from '../notifications/mail-off';
import type { PushQueue } from '../notifications/push/push.plugin';
import type { SmsAlert } from '../notifications/sms/sms.channel';
import { areaAlertText } from '../notifications/sms/sms-texts';
import { alertMail } from './neighbours.mail';
import { offToken } from './neighbours.link';
import * as repo from './neighbours.repository';
import type { NeighbourEvent } from './neighbours.targets';
import { loadTarget } from './neighbours.targets';
import { dueAt, kstDay } from './quiet-hours';

export type FanOutDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  now?: () => Date;
};

/**
 * A report that went public, told to the neighbours whose circles hold its rounded pin
 * (ADR 240): one alert row each (never twice), due now or at the end of their quiet hours
 * (ADR 241), none past their daily cap; then a `neighbour-alert` job each. Resolves to how
 * many were told.
 */
export async function fanOut(deps: FanOutDeps, event: NeighbourEvent, targetId: number) {
  const target = await loadTarget(deps.db, event, targetId);
  if (!target) return 0;
  const now = deps.now?.() ?? new Date();
  const candidates = (await repo.subscribersAround(deps.db, event, target.point)).filter(
    (s) => s.userId === null || s.userId !== target.authorId,
  );
  // The cap counts the alerts of the Korean day each new one goes out on.
  const recent = await repo.recentAlerts(
    deps.db,
    candidates.map((s) => s.id),
    new Date(now.getTime() - 48 * 3600_000),
  );
  const rows = candidates.flatMap((s) => {
    const quiet =
      s.quietStart === null || s.quietEnd === null
        ? null
        : { start: s.quietStart, end: s.quietEnd };
    const due = dueAt(now, quiet);
    const day = kstDay(due);
    const sameDay = recent.filter((r) => r.subscriberId === s.id && kstDay(r.dueAt) === day);
    if (sameDay.length >= s.dailyCap) return [];
    return [{ subscriberId: s.id, event, targetId, dueAt: due }];
  });
  const made = await repo.insertAlerts(deps.db, rows);
  // Those held by quiet hours wait as rows for neighbour-due-alerts (ADR 241).
  for (const alert of made.filter((a) => a.dueAt <= now)) {
    await deps.jobs.send(neighbourAlertJob, { alertId: alert.id });
  }
  return made.length;
}

/** The held alerts whose quiet hours ended: each its own job now. */
export async function sendHeldAlerts(deps: FanOutDeps) {
  const ids = await repo.heldAlertsDue(deps.db, deps.now?.() ?? new Date());
  for (const alertId of ids) await deps.jobs.send(neighbourAlertJob, { alertId });
  return ids.length;
}

export type DeliverDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Mailer;
  push: Pick<PushQueue, 'send'>;
  signer: Signer;
  baseUrl: string;
  log: FastifyBaseLogger;
  /** The text channel (app.sms.send, ADR 250): a member's verified number, within its cap. */
  texts: (alert: SmsAlert) => Promise<unknown>;
};

/**
 * One alert, by the subscriber's channels. It is claimed first, so a second job for it (the
 * held alerts' sweep) never sends it twice; a try that fails gives the claim back, so the
 * retry sends it rather than finding it sent. A report closed or hidden meanwhile (a night's
 * wait) is not sent at all.
 */
export async function deliverAlert(deps: DeliverDeps, alertId: number) {
  const alert = await repo.claimAlert(deps.db, alertId);
  if (!alert) return 'gone';
  try {
    return await deliverClaimed(deps, alert);
  } catch (error) {
    await repo.releaseAlert(deps.db, alertId);
    throw error;
  }
}

async function deliverClaimed(
  deps: DeliverDeps,
  alert: { event: string; targetId: number; subscriberId: number },
) {
  const target = await loadTarget(deps.db, alert.event as NeighbourEvent, alert.targetId);
  const sub = await repo.findSubscriber(deps.db, alert.subscriberId);
  if (!target || !sub) return 'gone';
  const offPath = `/neighbours/off?token=${offToken(deps.signer, sub.id)}`;
  const lost = target.event === 'LOST';
  const payload: PushPayload = {
    title: lost ? m.pushTitleLost : m.pushTitleFound,
    body: `${target.place} · ${target.summary}`.slice(0, 120),
    url: target.path,
    tag: `neighbour-${target.event}-${target.id}`,
    offUrl: offPath,
  };
  if (sub.channels.includes('PUSH')) {
    if (sub.userId !== null) await deps.push.send({ userId: sub.userId }, 'sighting', payload);
    else if (sub.pushEndpoint) {
      await deps.jobs.send(neighbourPushJob, { subscriberId: sub.id, payload });
    }
  }
  if (sub.channels.includes('SMS') && sub.userId !== null) {
    // Off, unverified or capped: the other channels chosen still go.
    await deps.texts(areaAlertText(sub.userId, target, deps.baseUrl, deps.baseUrl + offPath));
  }
  if (sub.channels.includes('EMAIL')) {
    const to = await mailAddressOf(deps.db, sub);
    if (to) await deps.mailer.send(alertMail(to, target, deps.baseUrl, deps.baseUrl + offPath));
  }
  return 'sent';
}

/**
 * A member's account address when they agreed to alert e-mails (ADR 162); a visitor's once
 * confirmed and not turned off (ADR 227).
 */
async function mailAddressOf(
  db: Db,
  sub: { userId: number | null; email: string | null; emailConfirmedAt: Date | null },
) {
  if (sub.userId !== null) {
    const member = await recipientOf(db, sub.userId);
    return member?.emailConsent ? member.email : null;
  }
  if (!sub.email || !sub.emailConfirmedAt || (await isAddressOff(db, sub.email))) return null;
  return sub.email;
}
