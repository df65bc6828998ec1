import type { NotificationKind, PushPayload } from '@chajul/contracts';
import { alertKindOf } from '@chajul/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lostReports } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/mailer';
import type { Signer } from '../../lib/signer';
import type { NewNotification } from './notifications.repository';
import { insertNotification, insertNotifications } from './notifications.repository';
import type { PushQueue } from './push/push.plugin';
import { lostManageUrl } from '../visitors/visitor-links';
import { preferencesOf } from './alert-preferences';
import { isAddressOff, withMailOffLinks } from './mail-off';
import type { Recipient } from './alert-settings.repository';
import { recipientOf, recipientsOf } from './alert-settings.repository';

/** A member, or a visitor finder: reached through their found or seen report (ADR 135). */
export type AlertRecipient =
  | { userId: number }
  | { visitor: { sightingId: number; email: string | null; name: string | null } }
  | { family: { lostReportId: number } };

/**
 * Who hears of a lost report: its member author, or, for a report sent without an account,
 * the family by the address it gave (issue 39, ADR 243).
 */
export const reportOwner = (report: { id: number; authorId: number | null }): AlertRecipient =>
  report.authorId === null ? { family: { lostReportId: report.id } } : { userId: report.authorId };

/** One alert to one person, in each channel's form. */
export type Alert = {
  kind: NotificationKind;
  to: AlertRecipient;
  /** What the in-app notification points at (members only: a visitor has no bell). */
  about: Omit<NewNotification, 'kind' | 'userId'>;
  /**
   * The e-mail, made only when it is sent; none when it goes another way (a visitor's message
   * mails, gathered per conversation: ADR 227).
   */
  mail?: (to: { email: string; name: string | null }) => Mail | Promise<Mail>;
  push: PushPayload;
};

export type NotifierDeps = {
  db: Db;
  mailer: Mailer;
  push: Pick<PushQueue, 'send'>;
  log: FastifyBaseLogger;
  /** For the mail-off links in mails to visitors (ADR 227). */
  signer: Signer;
  baseUrl: string;
};

type Visitor = Extract<AlertRecipient, { visitor: unknown }>['visitor'];

const familyManageLine = '신고를 수정하거나 마감하는 개인 링크 (다른 사람에게 전달하지 마세요):';

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

  const channelsOf = (alert: Alert, who: Recipient) =>
    preferencesOf(who.alertPreferences)[alertKindOf[alert.kind]];

  /** The e-mail and the push of an alert whose in-app row (if wanted) is made. */
  async function sendOut(alert: Alert, userId: number, who: Recipient) {
    const on = channelsOf(alert, who);
    // No alert e-mail without the member's optional consent to it (issue 29, ADR 162).
    const { mail } = alert;
    if (mail && on.email && who.emailConsent) {
      await queued('mail', async () =>
        deps.mailer.send(await mail({ email: who.email, name: who.nickname })),
      );
    }
    const kind = alertKindOf[alert.kind];
    if (on.push) await queued('push', () => deps.push.send({ userId }, kind, alert.push));
  }

  /** False when nothing was sent: no such member, or this very alert was made before. */
  async function toMember(alert: Alert, userId: number): Promise<boolean> {
    const who = await recipientOf(deps.db, userId);
    if (!who) return false;
    if (channelsOf(alert, who).inApp) {
      const fresh = await insertNotification(deps.db, { ...alert.about, kind: alert.kind, userId });
      if (!fresh) return false; // the pair was told before (notifications' unique indexes)
    }
    await sendOut(alert, userId, who);
    return true;
  }

  /**
   * Many members' alerts at once (saved-search digests after an import, ADR 182): the same
   * preferences and consent as toMember, with the members read and the in-app rows written a
   * thousand a statement. An alert's `about.eventKey` tells the fresh rows from those made
   * before; alerts without one are sent one by one. Resolves to how many alerts were sent.
   */
  async function toMembers(alerts: (Alert & { to: { userId: number } })[]): Promise<number> {
    // Without an event key a fresh row cannot be told from an old one: those go one by one.
    let sent = 0;
    for (const alert of alerts.filter((a) => !a.about.eventKey)) {
      if (await toMember(alert, alert.to.userId)) sent++;
    }
    const keyed = alerts.filter((a) => a.about.eventKey);
    const recipients = await recipientsOf(
      deps.db,
      keyed.map((a) => a.to.userId),
    );
    const reached = keyed.filter((a) => recipients.has(a.to.userId));
    const keyOf = (userId: number, eventKey: string | null | undefined) => `${userId} ${eventKey}`;
    const inApp = reached.filter((a) => channelsOf(a, recipients.get(a.to.userId)!).inApp);
    const fresh = new Set(
      (
        await insertNotifications(
          deps.db,
          inApp.map((a) => ({ ...a.about, kind: a.kind, userId: a.to.userId })),
        )
      ).map((row) => keyOf(row.userId, row.eventKey)),
    );
    for (const alert of reached) {
      const userId = alert.to.userId;
      const who = recipients.get(userId)!;
      if (channelsOf(alert, who).inApp && !fresh.has(keyOf(userId, alert.about.eventKey))) {
        continue; // told before
      }
      await sendOut(alert, userId, who);
      sent++;
    }
    return sent;
  }

  /**
   * A mail to a visitor: none once their address turned such mail off, and each ends with the
   * links that do (ADR 227). A message mail names its conversation, which has its own link.
   */
  async function mailVisitor(
    visitor: Visitor,
    mail: NonNullable<Alert['mail']>,
    conversationId?: number,
  ) {
    const { email, name, sightingId } = visitor;
    if (!email || (await isAddressOff(deps.db, email))) return false;
    await queued('mail', async () =>
      deps.mailer.send(
        withMailOffLinks(await mail({ email, name }), deps, { sightingId, conversationId }),
      ),
    );
    return true;
  }

  /**
   * A visitor family: mailed only (it has no bell or device here), with the private link to
   * its manage page, which is its only key, and the links that turn such mail off (ADR 227);
   * a message mail names its conversation, which has its own (ADR 258). None once the report
   * is closed (its link ended) or was claimed by a member.
   */
  async function mailFamily(
    lostReportId: number,
    mail: NonNullable<Alert['mail']>,
    conversationId?: number,
  ) {
    const [row] = await deps.db
      .select({
        email: lostReports.visitorEmail,
        nonce: lostReports.linkNonce,
        authorId: lostReports.authorId,
      })
      .from(lostReports)
      .where(eq(lostReports.id, lostReportId));
    if (!row?.email || !row.nonce || row.authorId !== null) return false;
    if (await isAddressOff(deps.db, row.email)) return false;
    const manage = lostManageUrl(deps.signer, deps.baseUrl, lostReportId, row.nonce);
    await queued('mail', async () => {
      const made = await mail({ email: row.email!, name: null });
      const text = [made.text, '', familyManageLine, manage].join('\n');
      const target = { lostReportId, conversationId };
      await deps.mailer.send(withMailOffLinks({ ...made, text }, deps, target));
    });
    return true;
  }

  const toFamily = async (alert: Alert, lostReportId: number) =>
    alert.mail ? mailFamily(lostReportId, alert.mail) : false;

  async function toVisitor(alert: Alert, visitor: Visitor) {
    const { sightingId } = visitor;
    if (alert.mail) await mailVisitor(visitor, alert.mail, alert.about.conversationId ?? undefined);
    const kind = alertKindOf[alert.kind];
    await queued('push', () => deps.push.send({ sightingId }, kind, alert.push));
    return true;
  }

  return {
    mailVisitor,
    mailFamily,
    notifyMembers: toMembers,
    notify: (alert: Alert): Promise<boolean> =>
      'userId' in alert.to
        ? toMember(alert, alert.to.userId)
        : 'family' in alert.to
          ? toFamily(alert, alert.to.family.lostReportId)
          : toVisitor(alert, alert.to.visitor),
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
