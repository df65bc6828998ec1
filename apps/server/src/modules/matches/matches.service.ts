import type { MatchList } from '@chajul/contracts';
import { matchMessages, reportMessages } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { isAdmin } from '../../plugins/auth';
import { keyOf } from '../search/photo-models';
import { imagePathOf } from '../search/search.service';
import * as repo from './matches.repository';

type App = Pick<FastifyInstance, 'db' | 'matcher' | 'photoSearch'>;

async function reportOr404(app: App, id: number) {
  const report = await repo.findReportForMatching(app.db, id);
  if (!report) throw notFound(reportMessages.notFound);
  return report;
}

/** The author's (or an admin's) view of a report's candidates, the found dog first. */
export async function getMatches(app: App, user: UserRow, reportId: number): Promise<MatchList> {
  const report = await reportOr404(app, reportId);
  if (report.authorId !== user.id && !isAdmin(user)) throw forbidden(matchMessages.forbidden);
  const rows = await repo.listCandidates(app.db, reportId, app.matcher.rules().shown);
  const pending =
    report.status === 'OPEN' &&
    report.imageKey !== null &&
    ((await app.matcher.isMatching(reportId)) ||
      !(await repo.allPhotosEmbedded(app.db, keyOf(app.photoSearch.embeddings()), reportId)));
  return {
    reportStatus: report.status,
    hasPhoto: Boolean(report.imageKey),
    pending,
    candidates: rows.map(({ imageKey, thumbnailKey, similarity, status, ...dog }) => ({
      ...dog,
      imagePath: imagePathOf(thumbnailKey ?? imageKey),
      similarity: Math.round(similarity * 10_000) / 10_000,
      status: status === 'FOUND' ? ('FOUND' as const) : ('CANDIDATE' as const),
    })),
  };
}

async function authorsReport(app: App, user: UserRow, reportId: number) {
  const report = await reportOr404(app, reportId);
  if (report.authorId !== user.id) throw forbidden(matchMessages.forbidden);
  return report;
}

/** "아니에요": the dog leaves the list and never alerts this report again. */
export async function dismissMatch(app: App, user: UserRow, reportId: number, dogId: number) {
  await authorsReport(app, user, reportId);
  if (!(await repo.setMatchStatus(app.db, reportId, dogId, 'DISMISSED'))) {
    throw notFound(matchMessages.notFound);
  }
  return { status: 'ok' as const, message: matchMessages.dismissed };
}

/** "찾았어요": the report closes (status FOUND) and stops matching. */
export async function markFound(app: App, user: UserRow, reportId: number, dogId: number) {
  const report = await authorsReport(app, user, reportId);
  if (report.status !== 'OPEN') throw conflict(matchMessages.closed);
  if (!(await repo.setMatchStatus(app.db, reportId, dogId, 'FOUND'))) {
    throw notFound(matchMessages.notFound);
  }
  await repo.closeReport(app.db, reportId);
  return { status: 'ok' as const, message: matchMessages.foundDone };
}
