import type { MatchList } from '@chajul/contracts';
import { matchMessages, reportMessages } from '@chajul/contracts';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { isAdmin } from '../../plugins/auth';
import { keyOf } from '../search/photo-models';
import { imagePathOf } from '../search/search.service';
import type { Matcher } from './matcher';
import * as repo from './matches.repository';

/** The candidates' rows, the matcher's rules and progress, and the model that serves now. */
export type MatchesDeps = {
  db: Db;
  matcher: Pick<Matcher, 'rules'> & { isMatching(reportId: number): Promise<boolean> };
  embeddings: () => EmbeddingService;
};

async function reportOr404(deps: MatchesDeps, id: number) {
  const report = await repo.findReportForMatching(deps.db, id);
  if (!report) throw notFound(reportMessages.notFound);
  return report;
}

/** The author's (or an admin's) view of a report's candidates, the found dog first. */
export async function getMatches(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
): Promise<MatchList> {
  const report = await reportOr404(deps, reportId);
  if (report.authorId !== user.id && !isAdmin(user)) throw forbidden(matchMessages.forbidden);
  const rows = await repo.listCandidates(deps.db, reportId, deps.matcher.rules().shown);
  const pending =
    report.status === 'OPEN' &&
    report.imageKey !== null &&
    ((await deps.matcher.isMatching(reportId)) ||
      !(await repo.allPhotosEmbedded(deps.db, keyOf(deps.embeddings()), reportId)));
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

async function authorsReport(deps: MatchesDeps, user: UserRow, reportId: number) {
  const report = await reportOr404(deps, reportId);
  if (report.authorId !== user.id) throw forbidden(matchMessages.forbidden);
  return report;
}

/** "아니에요": the dog leaves the list and never alerts this report again. */
export async function dismissMatch(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
  dogId: number,
) {
  await authorsReport(deps, user, reportId);
  if (!(await repo.setMatchStatus(deps.db, reportId, dogId, 'DISMISSED'))) {
    throw notFound(matchMessages.notFound);
  }
  return { status: 'ok' as const, message: matchMessages.dismissed };
}

/** "찾았어요": the report closes (status FOUND) and stops matching. */
export async function markFound(deps: MatchesDeps, user: UserRow, reportId: number, dogId: number) {
  const report = await authorsReport(deps, user, reportId);
  if (report.status !== 'OPEN') throw conflict(matchMessages.closed);
  if (!(await repo.setMatchStatus(deps.db, reportId, dogId, 'FOUND'))) {
    throw notFound(matchMessages.notFound);
  }
  await repo.closeReport(deps.db, reportId);
  return { status: 'ok' as const, message: matchMessages.foundDone };
}
