import type { NotificationKind, PushPayload } from '@chajul/contracts';
import { alertKindOf } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../../lib/mailer';
import type { NewNotification } from '../matches/notifications.repository';
import { insertNotification } from '../matches/notifications.repository';
import type { PushQueue } from '../push/push.plugin';
import { preferencesOf } from './alert-preferences';
import { recipientOf } from './alert-settings.repository';

/** A member, or a visitor finder: reached through their found or seen report (ADR 135). */
export type AlertRecipient =
  | { userId: number }
  | { visitor: { sightingId: number; email: string | null; name: string | null } };

/** One alert to one person, in each channel's form. */
export type Alert = {
  kind: NotificationKind;
  to: AlertRecipient;
  /** What the in-app notification points at (members only: a visitor has no bell). */
  about: Omit<NewNotification, 'kind' | 'userId'>;
  /** The e-mail, made only when it is sent. */
  mail: (to: { email: string; name: string | null }) => Mail | Promise<Mail>;
  push: PushPayload;
};

export type NotifierDeps = {
  db: Db;
  mailer: Mailer;
  push: Pick<PushQueue, 'send'>;
  log: FastifyBaseLogger;
};

/**
 * Every alert is delivered here (issue 26, ADR 155): the in-app row, the e-mail and the push,
 * each only when the member keeps that channel on for that kind (e-mail also needs their
 * consent to alert e-mails, ADR 162). A visitor finder is mailed
 * (their only key is the mailed link) and pushed on the devices they subscribed. The mail and
 * the push are jobs; failing to queue one is logged and does not undo the others.
 */
export function createNotifier(deps: NotifierDeps) {
  const queued = async (what: string, send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      deps.log.error({ err: error }, `alert ${what} not queued`);
    }
  };

  /** False when nothing was sent: no such member, or this very alert was made before. */
  async function toMember(alert: Alert, userId: number): Promise<boolean> {
    const who = await recipientOf(deps.db, userId);
    if (!who) return false;
    const kind = alertKindOf[alert.kind];
    const on = preferencesOf(who.alertPreferences)[kind];
    if (on.inApp) {
      const fresh = await insertNotification(deps.db, { ...alert.about, kind: alert.kind, userId });
      if (!fresh) return false; // the pair was told before (notifications' unique indexes)
    }
    // No alert e-mail without the member's optional consent to it (issue 29, ADR 162).
    if (on.email && who.emailConsent) {
      await queued('mail', async () =>
        deps.mailer.send(await alert.mail({ email: who.email, name: who.nickname })),
      );
    }
    if (on.push) await queued('push', () => deps.push.send({ userId }, kind, alert.push));
    return true;
  }

  async function toVisitor(
    alert: Alert,
    visitor: Extract<AlertRecipient, { visitor: unknown }>['visitor'],
  ) {
    const { email, name, sightingId } = visitor;
    if (email)
      await queued('mail', async () => deps.mailer.send(await alert.mail({ email, name })));
    const kind = alertKindOf[alert.kind];
    await queued('push', () => deps.push.send({ sightingId }, kind, alert.push));
    return true;
  }

  return {
    notify: (alert: Alert): Promise<boolean> =>
      'userId' in alert.to ? toMember(alert, alert.to.userId) : toVisitor(alert, alert.to.visitor),
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
