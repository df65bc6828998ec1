import type {
  FamilyList,
  MatchCandidate,
  MatchFound,
  MatchList,
  SightingStatus,
} from '@chajul/contracts';
import {
  matchMessages,
  placeOf,
  reportImageUrl,
  reportMessages,
  sightingImageUrl,
  sightingMessages,
} from '@chajul/contracts';
import type { EmbeddingService } from '../../ai/embedding-service';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { isAdmin } from '../../plugins/auth';
import { keyOf } from '../search/photo-models';
import { imagePathOf } from '../search/search.service';
import type { Matcher } from './matcher';
import * as repo from './matches.repository';
import { findReportForMatching } from './report-facts.repository';
import * as sightingRepo from './sighting-matches.repository';
import type { Signer } from '../../lib/signer';
import type { Finder } from '../sightings/sightings.access';
import { isAuthorOf } from '../sightings/sightings.access';
import { closeReport } from '../reports/report-closing.repository';
import { findSighting } from '../sightings/sightings.repository';
import { notTheAuthor } from '../sightings/sightings.service';

/** The candidates' rows, the matcher's rules and progress, and the model that serves now. */
export type MatchesDeps = {
  db: Db;
  matcher: Pick<Matcher, 'rules'> & { isMatching(reportId: number): Promise<boolean> };
  embeddings: () => EmbeddingService;
};

async function reportOr404(deps: MatchesDeps, id: number) {
  const report = await findReportForMatching(deps.db, id);
  if (!report) throw notFound(reportMessages.notFound);
  return report;
}

/**
 * The author's (or an admin's) view of a report's candidates: the found dog first, then the
 * certain ones (the same 동물등록번호, ADR 151), then best first.
 */
export async function getMatches(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
): Promise<MatchList> {
  const report = await reportOr404(deps, reportId);
  if (report.authorId !== user.id && !isAdmin(user)) throw forbidden(matchMessages.forbidden);
  const shown = deps.matcher.rules().shown;
  const [dogs, sightings] = await Promise.all([
    repo.listCandidates(deps.db, reportId, shown, report.microchip),
    sightingRepo.listSightingCandidates(deps.db, reportId, shown, report.microchip),
  ]);
  const pending =
    report.status === 'OPEN' &&
    ((await deps.matcher.isMatching(reportId)) ||
      (report.imageKey !== null &&
        !(await repo.allPhotosEmbedded(deps.db, keyOf(deps.embeddings()), reportId))));
  const candidates = [
    ...dogs.map((row) => ({ score: row.score, candidate: fromDog(row) })),
    ...sightings.map((row) => ({ score: row.score, candidate: fromSighting(row) })),
  ]
    .sort(
      (a, b) =>
        Number(b.candidate.status === 'FOUND') - Number(a.candidate.status === 'FOUND') ||
        Number(b.candidate.certain) - Number(a.candidate.certain) ||
        b.score - a.score,
    )
    .map((c) => c.candidate);
  return { reportStatus: report.status, hasPhoto: Boolean(report.imageKey), pending, candidates };
}

const rounded = (similarity: number | null) =>
  similarity === null ? null : Math.round(similarity * 10_000) / 10_000;
const statusOf = (status: string): MatchCandidate['status'] =>
  status === 'FOUND' || status === 'CONFIRMED' ? status : 'CANDIDATE';

function fromDog({
  imageKey,
  thumbnailKey,
  similarity,
  status,
  score: _score,
  ...dog
}: Awaited<ReturnType<typeof repo.listCandidates>>[number]): MatchCandidate {
  return {
    ...dog,
    source: 'SHELTER',
    sightingId: null,
    imagePath: imagePathOf(thumbnailKey ?? imageKey),
    similarity: rounded(similarity),
    status: statusOf(status),
  };
}

function fromSighting(
  row: Awaited<ReturnType<typeof sightingRepo.listSightingCandidates>>[number],
): MatchCandidate {
  const key = row.thumbnailKey ?? row.imageKey;
  return {
    source: row.kind === 'FOUND' ? 'FOUND' : 'SEEN',
    dogId: null,
    sightingId: row.sightingId,
    similarity: rounded(row.similarity),
    imagePath: key ? sightingImageUrl(`/${key}`) : null,
    species: row.breed,
    gender: row.gender,
    foundDate: row.seenAt.toISOString(),
    foundPlace: row.place,
    jurisd: `${row.region} ${row.district}`.trim(),
    shelterName: null,
    state: sightingMessages.statusLabel[row.sightingStatus as SightingStatus] ?? row.sightingStatus,
    status: statusOf(row.status),
    certain: row.certain,
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

/** "찾았어요": the report closes (status FOUND, found at a shelter) and stops matching. */
export async function markFound(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
  dogId: number,
  how: MatchFound = {},
) {
  const report = await authorsReport(deps, user, reportId);
  if (report.status !== 'OPEN') throw conflict(matchMessages.closed);
  if (!(await repo.setMatchStatus(deps.db, reportId, dogId, 'FOUND'))) {
    throw notFound(matchMessages.notFound);
  }
  // How the dog came home, as the owner said it; a shelter dog's own way otherwise.
  await closeReport(deps.db, reportId, { reason: how.reason ?? 'SHELTER', note: how.note });
  return { status: 'ok' as const, message: matchMessages.foundDone };
}

/** "아니에요" on a found or seen report: it leaves the list and never alerts this report again. */
export async function dismissSighting(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
  sightingId: number,
) {
  await authorsReport(deps, user, reportId);
  if (!(await sightingRepo.setSightingMatchStatus(deps.db, reportId, sightingId, 'DISMISSED'))) {
    throw notFound(matchMessages.notFound);
  }
  return { status: 'ok' as const, message: matchMessages.dismissed };
}

/**
 * "이 아이가 맞아요" on a found or seen report: it stays among the candidates and joins the
 * report's public timeline "이 강아지를 봤다는 제보" (ADR 200).
 */
export async function confirmSighting(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
  sightingId: number,
) {
  await authorsReport(deps, user, reportId);
  if (!(await sightingRepo.confirmSightingMatch(deps.db, reportId, sightingId))) {
    throw notFound(matchMessages.notFound);
  }
  return { status: 'ok' as const, message: matchMessages.confirmed };
}

/** "찾았어요" through a neighbour's report: the report closes, found through the site's finder. */
export async function markFoundBySighting(
  deps: MatchesDeps,
  user: UserRow,
  reportId: number,
  sightingId: number,
  how: MatchFound = {},
) {
  const report = await authorsReport(deps, user, reportId);
  if (report.status !== 'OPEN') throw conflict(matchMessages.closed);
  if (!(await sightingRepo.setSightingMatchStatus(deps.db, reportId, sightingId, 'FOUND'))) {
    throw notFound(matchMessages.notFound);
  }
  await closeReport(deps.db, reportId, { reason: how.reason ?? 'SITE_FINDER', note: how.note });
  return { status: 'ok' as const, message: matchMessages.foundDone };
}

/** The finder's view of their sighting: the open lost reports it may belong to. */
export async function getFamilies(
  deps: MatchesDeps & { signer: Signer; isMatchingSighting(id: number): Promise<boolean> },
  finder: Finder,
  sightingId: number,
): Promise<FamilyList> {
  const row = await findSighting(deps.db, sightingId);
  if (!row || row.hiddenAt) throw notFound(sightingMessages.notFound);
  if (!isAuthorOf(deps.signer, row, finder) && !isAdmin(finder.user)) throw notTheAuthor(finder);
  const rows = await sightingRepo.listFamilies(deps.db, sightingId, deps.matcher.rules().shown);
  return {
    pending: row.status === 'OPEN' && (await deps.isMatchingSighting(sightingId)),
    families: rows.map(({ thumbnailKey, imageKey, region, district, ...family }) => ({
      ...family,
      placeLost: placeOf(region, district),
      imagePath: reportImageUrl((thumbnailKey ?? imageKey) ? `/${thumbnailKey ?? imageKey}` : null),
      similarity: rounded(family.similarity),
    })),
  };
}
