import type {
  Conversation,
  ConversationRole,
  ConversationSummary,
  StartConversation,
} from '@chajul/contracts';
import {
  conversationMessages as m,
  lostVisitorMessages,
  reportImageUrl,
  sightingImageUrl,
  sightingMessages,
} from '@chajul/contracts';
import type { MessageRow } from '../../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../../errors';
import { findReport } from '../reports/reports.repository';
import { isAuthorOf, visitorOf } from '../sightings/sightings.access';
import { linkToken } from '../visitors/visitor-links';
import { findSighting } from '../sightings/sightings.repository';
import { messagePush } from '../notifications/alert-pushes';
import type { Notifier } from '../notifications/notifier';
import type { Party } from './conversations.access';
import { familyReportOf, holdsReportLink } from './conversations.access';
import type { ConversationInfo } from './conversations.repository';
import * as repo from './conversations.repository';
import { messageMail } from './conversations.mail';
import type { VisitorMailDeps } from './visitor-mail';
import { mailVisitorSoon } from './visitor-mail';

export type ConversationsDeps = VisitorMailDeps & { notifier: Notifier };

/** The family's side of a lost report sent without an account (ADR 243, 258). */
const visitorFamily = (c: ConversationInfo) => ({
  id: c.lostReportId ?? 0,
  authorId: c.lostReportId === null ? -1 : c.reportAuthorId,
  linkNonce: c.reportLinkNonce,
});

/** A visitor family whose link ended (its report closed): nobody can reach it any more. */
const familyUnreachable = (report: { authorId: number | null; linkNonce: string | null }) =>
  report.authorId === null && !report.linkNonce;

/** The caller's side of the pair, or null when they are neither party. */
function roleOf(
  deps: Pick<ConversationsDeps, 'signer'>,
  c: ConversationInfo,
  finder: Party,
): ConversationRole | null {
  if (finder.user && finder.user.id === c.reportAuthorId) return 'OWNER';
  if (holdsReportLink(deps.signer, visitorFamily(c), finder)) return 'OWNER';
  const sighting = {
    id: c.sightingId,
    authorId: c.sightingAuthorId,
    linkNonce: c.sightingLinkNonce,
  };
  return isAuthorOf(deps.signer, sighting, finder) ? 'FINDER' : null;
}

const keyUrl = (key: string | null, url: (path: string) => string | null) =>
  key ? url(`/${key}`) : null;

function toMessage(row: MessageRow, role: ConversationRole, c: ConversationInfo) {
  const mine = row.fromOwner === (role === 'OWNER');
  return {
    id: row.id,
    fromMe: mine,
    senderName: row.fromOwner ? m.ownerName : c.finderName || sightingMessages.nameless,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

async function summaryOf(
  deps: ConversationsDeps,
  c: ConversationInfo,
  role: ConversationRole,
): Promise<ConversationSummary> {
  const last = await repo.lastMessage(deps.db, c.id);
  const readAt = role === 'OWNER' ? c.ownerReadAt : c.finderReadAt;
  return {
    id: c.id,
    role,
    lostReport:
      c.lostReportId === null || c.reportTitle === null
        ? null
        : {
            id: c.lostReportId,
            title: c.reportTitle,
            imagePath: keyUrl(c.reportThumbnailKey, reportImageUrl),
          },
    familyLeft: c.familyLeftAt !== null,
    sighting: {
      id: c.sightingId,
      kind: c.sightingKind as 'FOUND' | 'SEEN',
      place: c.sightingPlace,
      imagePath: keyUrl(c.sightingThumbnailKey, sightingImageUrl),
    },
    otherName: role === 'OWNER' ? c.finderName || sightingMessages.nameless : m.ownerName,
    lastMessage: last ? toMessage(last, role, c) : null,
    unread: await repo.countUnread(deps.db, c.id, role === 'FINDER', readAt),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** A member's conversations (both sides), or a visitor's through their private link. */
export async function listConversations(
  deps: ConversationsDeps,
  finder: Party,
  page: number,
  size: number,
) {
  const who = await whoIs(deps, finder);
  const { rows, total } = await repo.listConversations(deps.db, who, {
    offset: page * size,
    limit: size,
  });
  const content = [];
  for (const c of rows) {
    const role = roleOf(deps, c, finder);
    if (role) content.push(await summaryOf(deps, c, role));
  }
  return { content, totalPages: Math.ceil(total / size), totalElements: total, number: page };
}

async function whoIs(deps: ConversationsDeps, finder: Party): Promise<repo.Lister> {
  if (finder.user) return { userId: finder.user.id };
  if (finder.ownerToken) {
    const report = await familyReportOf(deps, finder);
    if (!report) throw notFound(lostVisitorMessages.linkInvalid);
    return { lostReportId: report.id };
  }
  const sighting = await visitorOf(deps, finder);
  if (!sighting) throw unauthorized();
  return { sightingId: sighting.id };
}

/** A party's view of one conversation; reading it clears its unread count. */
export async function getConversation(
  deps: ConversationsDeps,
  finder: Party,
  id: number,
): Promise<Conversation> {
  const { c, role } = await partyOf(deps, finder, id);
  await repo.markRead(deps.db, id, role);
  const rows = await repo.listMessages(deps.db, id);
  return {
    ...(await summaryOf(
      deps,
      { ...c, [role === 'OWNER' ? 'ownerReadAt' : 'finderReadAt']: new Date() },
      role,
    )),
    messages: rows.map((row) => toMessage(row, role, c)),
  };
}

async function partyOf(deps: ConversationsDeps, finder: Party, id: number) {
  const c = await repo.findConversation(deps.db, id);
  if (!c || c.reportHiddenAt || c.sightingHiddenAt) throw notFound(m.notFound);
  const role = roleOf(deps, c, finder);
  if (!role) return refuse(deps, finder);
  return { c, role };
}

/**
 * A caller who is neither party: no key (401), a family's link that does not hold, altered or
 * ended (404, as the by-link routes answer), or someone else's conversation (403).
 */
async function refuse(deps: ConversationsDeps, finder: Party): Promise<never> {
  if (!finder.user && !finder.token && !finder.ownerToken) throw unauthorized();
  if (!finder.user && !finder.token && !(await familyReportOf(deps, finder))) {
    throw notFound(lostVisitorMessages.linkInvalid);
  }
  throw forbidden(m.notParty);
}

/**
 * The first message of a pair: its lost report's owner or its sighting's author writes, and
 * the pair's one conversation begins (or goes on, if it was begun).
 */
export async function startConversation(
  deps: ConversationsDeps,
  finder: Party,
  body: StartConversation,
) {
  const [report, sighting] = await Promise.all([
    findReport(deps.db, body.lostReportId),
    findSighting(deps.db, body.sightingId),
  ]);
  const visible =
    report && !report.hiddenAt && sighting && !sighting.hiddenAt && sighting.status !== 'PENDING';
  if (!visible || report.status === 'PENDING') throw notFound(m.pairUnknown);
  // A visitor family reads and answers by its report's link, mailed of each message (ADR 258).
  const isOwner =
    (report.authorId !== null && finder.user?.id === report.authorId) ||
    holdsReportLink(deps.signer, report, finder);
  if (!isOwner && !isAuthorOf(deps.signer, sighting, finder)) await refuse(deps, finder);
  if (familyUnreachable(report)) throw conflict(m.familyUnreachable);
  const id = await repo.openPair(deps.db, report.id, sighting.id);
  await sendMessage(deps, finder, id, body.body);
  return { status: 'ok' as const, message: m.sent, id };
}

/** A party writes; the other side is told in the app and by e-mail (a visitor, by e-mail). */
export async function sendMessage(
  deps: ConversationsDeps,
  finder: Party,
  id: number,
  text: string,
) {
  const { c, role } = await partyOf(deps, finder, id);
  if (finder.user?.blockedAt) throw forbidden(sightingMessages.blocked);
  if (c.familyLeftAt) throw conflict(m.familyLeft);
  // Nobody would read it: a visitor family's link ended, or the report was deleted.
  const reportGone = c.lostReportId === null && c.petProfileId === null;
  if (reportGone || (c.lostReportId !== null && familyUnreachable(visitorFamily(c)))) {
    throw conflict(m.familyUnreachable);
  }
  if (c.sightingStatus === 'CLOSED') throw conflict(m.closedReport);
  const row = await repo.insertMessage(deps.db, {
    conversationId: id,
    fromOwner: role === 'OWNER',
    body: text,
  });
  await tellOther(deps, c, role);
  return { status: 'ok' as const, message: m.sent, id: row.id };
}

async function tellOther(deps: ConversationsDeps, c: ConversationInfo, role: ConversationRole) {
  const toUser = role === 'OWNER' ? c.sightingAuthorId : c.reportAuthorId;
  const about = {
    reportId: c.lostReportId ?? undefined,
    sightingId: c.sightingId,
    conversationId: c.id,
  };
  const title = c.reportTitle ?? m.leftReportTitle;
  const push = { id: c.id, reportTitle: title };
  if (toUser !== null) {
    const link = `/messages?id=${c.id}`;
    await deps.notifier.notify({
      kind: 'MESSAGE',
      to: { userId: toUser },
      about,
      push: messagePush(push, link),
      mail: (to) => messageMail({ to: to.email, title, link: deps.baseUrl + link }),
    });
    return;
  }
  // A visitor family: by mail only, gathered as a visitor finder's (ADR 227, 258).
  if (role === 'FINDER') return mailVisitorSoon(deps, c, 'FAMILY');
  if (!c.sightingLinkNonce) return;
  const token = linkToken(deps.signer, c.sightingId, c.sightingLinkNonce);
  const link = `/sighting/manage?token=${token}&conversation=${c.id}`;
  await deps.notifier.notify({
    kind: 'MESSAGE',
    to: { visitor: { sightingId: c.sightingId, email: c.visitorEmail, name: c.finderName } },
    about,
    push: messagePush(push, link),
  });
  // The mail is gathered: one per conversation in each window at most (ADR 227).
  await mailVisitorSoon(deps, c, 'FINDER');
}

/** Whether the caller is one of the conversation's two parties (a flag on a message). */
export async function isParty(
  deps: Pick<ConversationsDeps, 'db' | 'signer'>,
  finder: Party,
  conversationId: number,
) {
  const c = await repo.findConversation(deps.db, conversationId);
  return c !== undefined && roleOf(deps, c, finder) !== null;
}
