import { conversationMessages as m } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { visitorMessageMailJob } from '../../jobs/catalogue';
import type { JobQueue } from '../../jobs/job';
import type { Signer } from '../../lib/signer';
import type { Notifier } from '../notifications/notifier';
import { lostManageUrl } from '../visitors/visitor-links';
import { linkToken } from '../visitors/visitor-links';
import { messageMail } from './conversations.mail';
import type { ConversationInfo, MailSide } from './conversations.repository';
import * as repo from './conversations.repository';

/*
 * A visitor's message mail (issue 38 item 4, ADR 227), to a visitor finder or, by its report's
 * private link, a visitor family (ADR 258): one per conversation and side in each window at
 * most. The first message after a quiet window is mailed at once; what arrives in the window
 * goes in one mail when it ends. The `visitor-message-mail` job sends it, waiting for the
 * window's end: one waits per conversation and side, so eight messages make at most two mails.
 */

export type VisitorMailDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  notifier: Pick<Notifier, 'mailVisitor' | 'mailFamily'>;
  signer: Signer;
  baseUrl: string;
  windowSeconds: number;
};

type Side = {
  mailedAt: (c: ConversationInfo) => Date | null;
  offAt: (c: ConversationInfo) => Date | null;
  readAt: (c: ConversationInfo) => Date | null;
  /** The messages this side is mailed about: the other side's. */
  fromOwner: boolean;
  /** Where the side reads and answers: its private link; none for a member or an ended link. */
  link: (deps: VisitorMailDeps, c: ConversationInfo) => string | undefined;
};

const SIDES: Record<MailSide, Side> = {
  FINDER: {
    mailedAt: (c) => c.finderMailedAt,
    offAt: (c) => c.finderMailOffAt,
    readAt: (c) => c.finderReadAt,
    fromOwner: true,
    link(deps, c) {
      // A member finder is told as members are; a closed sighting's link is gone.
      if (c.sightingAuthorId !== null || !c.sightingLinkNonce) return undefined;
      const token = linkToken(deps.signer, c.sightingId, c.sightingLinkNonce);
      return `${deps.baseUrl}/sighting/manage?token=${token}&conversation=${c.id}`;
    },
  },
  FAMILY: {
    mailedAt: (c) => c.familyMailedAt,
    offAt: (c) => c.familyMailOffAt,
    readAt: (c) => c.ownerReadAt,
    fromOwner: false,
    link(deps, c) {
      // A member family (or one that claimed its report) is told as members are.
      if (c.lostReportId === null || c.reportAuthorId !== null || !c.reportLinkNonce) {
        return undefined;
      }
      const manage = lostManageUrl(deps.signer, deps.baseUrl, c.lostReportId, c.reportLinkNonce);
      return `${manage}&conversation=${c.id}`;
    },
  },
};

/** Seconds until the side may be mailed again; 0 when it may be now. */
function secondsLeft(mailedAt: Date | null, windowSeconds: number) {
  if (!mailedAt) return 0;
  return Math.max(0, Math.ceil((mailedAt.getTime() - Date.now()) / 1000 + windowSeconds));
}

/** A message for a visitor: their mail goes now, or when the conversation's window ends. */
export async function mailVisitorSoon(
  deps: VisitorMailDeps,
  c: ConversationInfo,
  side: MailSide,
  atLeastSeconds = 0,
) {
  await deps.jobs.send(
    visitorMessageMailJob,
    // The finder's jobs name no side: those queued before families were mailed are theirs.
    side === 'FINDER' ? { conversationId: c.id } : { conversationId: c.id, side },
    {
      singletonKey: side === 'FINDER' ? `conversation:${c.id}` : `conversation:${c.id}:family`,
      startAfterSeconds: Math.max(
        atLeastSeconds,
        secondsLeft(SIDES[side].mailedAt(c), deps.windowSeconds),
      ),
    },
  );
}

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The job: one mail saying how many messages came since the last, unless it is turned off. */
export async function mailVisitor(deps: VisitorMailDeps, conversationId: number, side: MailSide) {
  const s = SIDES[side];
  const c = await repo.findConversation(deps.db, conversationId);
  if (!c || c.reportHiddenAt || c.sightingHiddenAt || s.offAt(c)) return;
  const link = s.link(deps, c);
  if (!link) return;
  if (secondsLeft(s.mailedAt(c), deps.windowSeconds) > 0) return mailVisitorSoon(deps, c, side);
  const since = latest(s.mailedAt(c), s.readAt(c));
  if (!(await repo.countUnread(deps.db, c.id, s.fromOwner, since))) return; // read meanwhile
  const at = await repo.claimVisitorMail(deps.db, c.id, deps.windowSeconds, side);
  // Mailed by another process meanwhile, or the database's clock is a little behind ours.
  if (!at) return mailVisitorSoon(deps, c, side, 1);
  const count = await repo.countUnread(deps.db, c.id, s.fromOwner, since, at);
  const mail = (to: { email: string }) =>
    messageMail({ to: to.email, title: c.reportTitle ?? m.leftReportTitle, link, count });
  if (side === 'FAMILY') {
    await deps.notifier.mailFamily(c.lostReportId!, mail, c.id);
    return;
  }
  await deps.notifier.mailVisitor(
    { sightingId: c.sightingId, email: c.visitorEmail, name: c.finderName },
    mail,
    c.id,
  );
}
