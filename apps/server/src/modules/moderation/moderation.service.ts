import type { FlagBody, FlaggedPage, FlagTarget, ModerationBody } from '@chajul/contracts';
import { FLAG_REASONS, moderationMessages as m } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { emailKey } from '../../lib/email-key';
import type { Signer } from '../../lib/signer';
import type { Party } from '../conversations/conversations.access';
import { familyReportOf } from '../conversations/conversations.access';
import { isParty } from '../conversations/conversations.service';
import { findReport } from '../reports/reports.repository';
import { visitorOf } from '../sightings/sightings.access';
import { findSighting } from '../sightings/sightings.repository';
import * as repo from './moderation.repository';

export type ModerationDeps = {
  db: Db;
  signer: Signer;
  /** A hidden or restored item leaves (or rejoins) the public answers kept in the cache. */
  forgetCached(): void;
};

/**
 * One flag per person and item, each known by what the server has checked (ADR 221): a
 * member by id; a visitor whose private link holds by a keyed hash of its e-mail address, so
 * their several found reports are one flagger; anyone else by a keyed hash of the address. A
 * link that does not hold counts as none.
 */
async function flaggerOf(deps: ModerationDeps, finder: Party, ip: string): Promise<string> {
  if (finder.user) return `user:${finder.user.id}`;
  // A visitor finder by their sighting's link, a visitor family by its report's (ADR 258).
  const visitor = (await visitorOf(deps, finder)) ?? (await familyReportOf(deps, finder));
  if (visitor?.visitorEmail) {
    return `visitor:${deps.signer.sign('flagger', emailKey(visitor.visitorEmail))}`;
  }
  return `ip:${deps.signer.sign('flagger', ip)}`;
}

/** Only what the flagger can see can be flagged: a message by its two parties. */
async function canSee(deps: ModerationDeps, finder: Party, target: FlagTarget, id: number) {
  if (target === 'LOST_REPORT') {
    const report = await findReport(deps.db, id);
    return report !== undefined && !report.hiddenAt;
  }
  if (target === 'SIGHTING') {
    const sighting = await findSighting(deps.db, id);
    return sighting !== undefined && !sighting.hiddenAt && sighting.status !== 'PENDING';
  }
  const message = await repo.conversationOfMessage(deps.db, id);
  if (!message || message.hiddenAt) return false;
  return isParty(deps, finder, message.conversationId);
}

export async function flag(deps: ModerationDeps, finder: Party, ip: string, body: FlagBody) {
  if (!(await canSee(deps, finder, body.targetType, body.targetId))) {
    throw notFound(m.targetInvalid);
  }
  const flagger = await flaggerOf(deps, finder, ip);
  if (await repo.hasOpenFlag(deps.db, body.targetType, body.targetId, flagger)) {
    return { status: 'ok' as const, message: m.alreadyFlagged };
  }
  await repo.insertFlag(deps.db, { ...body, detail: body.detail ?? null, flagger });
  return { status: 'ok' as const, message: m.flagged };
}

/** The admin's queue: flagged items, newest flag first, each with what was said about it. */
export async function listFlagged(
  deps: ModerationDeps,
  query: { status: 'OPEN' | 'ALL'; page: number; size: number },
): Promise<FlaggedPage> {
  const { rows, total } = await repo.listFlagged(deps.db, query.status === 'OPEN', {
    offset: query.page * query.size,
    limit: query.size,
  });
  const data = [];
  for (const row of rows) {
    const target = row.targetType as FlagTarget;
    const item = await repo.flaggedItem(deps.db, target, row.targetId);
    data.push({
      targetType: target,
      targetId: row.targetId,
      excerpt: (item?.excerpt ?? '').slice(0, 200),
      authorName: item?.authorName ?? '-',
      path: item?.path ?? null,
      hidden: item?.hidden ?? true,
      authorBlocked: item ? await authorBlocked(deps.db, item) : false,
      flagCount: row.flagCount,
      reasons: row.reasons.filter((r): r is (typeof FLAG_REASONS)[number] =>
        (FLAG_REASONS as readonly string[]).includes(r),
      ),
      details: row.details.slice(0, 5),
      lastFlaggedAt: new Date(row.lastFlaggedAt).toISOString(),
      open: row.open,
    });
  }
  return { data, pagination: { meta: pageMeta(total, query.size, query.page) } };
}

async function authorBlocked(db: Db, item: repo.Flagged) {
  if (item.authorId !== null) return repo.isMemberBlocked(db, item.authorId);
  return item.visitorEmail ? repo.isEmailBlocked(db, item.visitorEmail) : false;
}

/** HIDE and BLOCK take the item out of every public answer; RESTORE brings it back. */
export async function moderate(deps: ModerationDeps, admin: UserRow, body: ModerationBody) {
  const item = await repo.flaggedItem(deps.db, body.targetType, body.targetId);
  if (!item) throw notFound(m.targetInvalid);
  const hide = body.action !== 'RESTORE';
  await repo.setHidden(deps.db, body.targetType, body.targetId, hide ? new Date() : null);
  if (body.action === 'BLOCK') {
    if (item.authorId !== null) await repo.blockMember(deps.db, item.authorId);
    else if (item.visitorEmail) await repo.blockEmail(deps.db, item.visitorEmail, admin.id);
  }
  await repo.resolveFlags(deps.db, body.targetType, body.targetId, admin.id);
  deps.forgetCached();
  const message = { HIDE: m.hidden, RESTORE: m.restored, BLOCK: m.blocked }[body.action];
  return { status: 'ok' as const, message };
}
