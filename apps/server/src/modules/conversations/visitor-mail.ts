import { conversationMessages as m } from '@chajul/contracts';
import type { Db } from '../../db/client';
import { visitorMessageMailJob } from '../../jobs/catalogue';
import type { JobQueue } from '../../jobs/job';
import type { Signer } from '../../lib/signer';
import type { Notifier } from '../notifications/notifier';
import { linkToken } from '../sightings/sightings.link';
import { messageMail } from './conversations.mail';
import * as repo from './conversations.repository';

/*
 * A visitor finder's message mail (issue 38 item 4, ADR 227): one per conversation in each
 * window at most. The first message after a quiet window is mailed at once; what arrives in the
 * window goes in one mail when it ends. The `visitor-message-mail` job sends it, waiting for the
 * window's end: one waits per conversation, so eight messages make at most two mails.
 */

export type VisitorMailDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  notifier: Pick<Notifier, 'mailVisitor'>;
  signer: Signer;
  baseUrl: string;
  windowSeconds: number;
};

/** Seconds until the conversation may be mailed again; 0 when it may be now. */
function secondsLeft(mailedAt: Date | null, windowSeconds: number) {
  if (!mailedAt) return 0;
  return Math.max(0, Math.ceil((mailedAt.getTime() - Date.now()) / 1000 + windowSeconds));
}

/** A message for the visitor: their mail goes now, or when the conversation's window ends. */
export async function mailVisitorSoon(
  deps: VisitorMailDeps,
  c: { id: number; finderMailedAt: Date | null },
  atLeastSeconds = 0,
) {
  await deps.jobs.send(
    visitorMessageMailJob,
    { conversationId: c.id },
    {
      singletonKey: `conversation:${c.id}`,
      startAfterSeconds: Math.max(
        atLeastSeconds,
        secondsLeft(c.finderMailedAt, deps.windowSeconds),
      ),
    },
  );
}

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The job: one mail saying how many messages came since the last, unless it is turned off. */
export async function mailVisitor(deps: VisitorMailDeps, conversationId: number) {
  const c = await repo.findConversation(deps.db, conversationId);
  if (!c || c.reportHiddenAt || c.sightingHiddenAt || c.finderMailOffAt) return;
  // A member finder is told as members are; a closed sighting's link is gone.
  if (c.sightingAuthorId !== null || !c.sightingLinkNonce) return;
  if (secondsLeft(c.finderMailedAt, deps.windowSeconds) > 0) return mailVisitorSoon(deps, c);
  const since = latest(c.finderMailedAt, c.finderReadAt);
  if (!(await repo.countUnread(deps.db, c.id, true, since))) return; // read in the app meanwhile
  const at = await repo.claimVisitorMail(deps.db, c.id, deps.windowSeconds);
  // Mailed by another process meanwhile, or the database's clock is a little behind ours.
  if (!at) return mailVisitorSoon(deps, c, 1);
  const count = await repo.countUnread(deps.db, c.id, true, since, at);
  const token = linkToken(deps.signer, c.sightingId, c.sightingLinkNonce);
  const link = `${deps.baseUrl}/sighting/manage?token=${token}&conversation=${c.id}`;
  await deps.notifier.mailVisitor(
    { sightingId: c.sightingId, email: c.visitorEmail, name: c.finderName },
    (to) => messageMail({ to: to.email, title: c.reportTitle ?? m.leftReportTitle, link, count }),
    c.id,
  );
}
