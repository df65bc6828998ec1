import type { ReportClose, Reunions } from '@chajul/contracts';
import {
  closingMessages,
  REPORT_CLOSE_REASONS,
  reportMessages,
  STILL_LOST_AFTER_DAYS,
} from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { stillLostPush } from '../notifications/alert-pushes';
import type { Notifier } from '../notifications/notifier';
import { reportOwner } from '../notifications/notifier';
import * as repo from './report-closing.repository';
import { findReport } from './reports.repository';
import { stillLostMail } from './still-lost-mail';

/*
 * Closing the loop (issue 26, ADR 152): the owner says how the dog came home, the reunions
 * are counted from those closures, and an open report left alone for 14 days is asked about.
 */

/** "찾았어요" by the owner, with how: the report leaves the open lists and stops matching. */
export async function closeByOwner(db: Db, user: UserRow, id: number, closing: ReportClose) {
  const row = await findReport(db, id);
  if (!row || row.hiddenAt) throw notFound(reportMessages.notFound);
  if (row.authorId !== user.id) throw forbidden(closingMessages.forbidden);
  if (!(await repo.closeReport(db, id, closing))) throw conflict(closingMessages.alreadyClosed);
  return { status: 'ok' as const, message: closingMessages.closed };
}

/** The home page's count of dogs back home, by how. */
export async function reunions(db: Db): Promise<Reunions> {
  const counts = await repo.reunionCounts(db);
  const byReason = Object.fromEntries(
    REPORT_CLOSE_REASONS.map((reason) => [reason, counts.get(reason) ?? 0]),
  ) as Reunions['byReason'];
  return { total: Object.values(byReason).reduce((a, b) => a + b, 0), byReason };
}

const DAY_MS = 86_400_000;
/** Reports asked about per claim; a run claims until none is left. */
const BATCH = 100;

export type StillLostDeps = { db: Db; notifier: Notifier; publicBaseUrl: string };

/**
 * Asks the owner of every open report unchanged for STILL_LOST_AFTER_DAYS whether the dog is
 * still lost: once per such period (the claim records when), in the app (a STILL_LOST
 * notification, which the push channel delivers too) and by e-mail unless they turned alert
 * mails off. Returns how many were asked.
 */
export async function askStillLost(deps: StillLostDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STILL_LOST_AFTER_DAYS * DAY_MS);
  let asked = 0;
  for (;;) {
    const due = await repo.claimStillLost(deps.db, before, BATCH);
    for (const report of due) {
      // A visitor family is asked by mail, with the private link it closes the report by.
      await deps.notifier.notify({
        kind: 'STILL_LOST',
        to: reportOwner(report),
        about: { reportId: report.id },
        push: stillLostPush(report),
        mail: (to) =>
          stillLostMail({
            to: to.email,
            report,
            baseUrl: deps.publicBaseUrl,
          }),
      });
    }
    asked += due.length;
    if (due.length < BATCH) return asked;
  }
}
