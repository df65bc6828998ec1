import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Signer } from '../../lib/signer';
import { LOST_REPORT_LINK } from '../visitors/visitor-links';
import { findReport } from '../reports/reports.repository';
import { ownerTokenOf } from '../reports/visitor-reports';
import type { Finder } from '../sightings/sightings.access';
import { finderOf } from '../sightings/sightings.access';

/**
 * Who asks about a conversation: a member by login, a visitor finder by their sighting's link
 * (x-finder-token), or a visitor family by its lost report's link (x-owner-token, ADR 258).
 * The tokens are only claims: `holdsReportLink` and `isAuthorOf` check them (ADR 221).
 */
export type Party = Finder & { ownerToken?: string | undefined };

export const partyOf = (request: FastifyRequest): Party => ({
  ...finderOf(request),
  ownerToken: ownerTokenOf(request),
});

/** Whether the party holds the live private link of this visitor's lost report. */
export function holdsReportLink(
  signer: Signer,
  report: { id: number; authorId: number | null; linkNonce: string | null },
  party: Party,
): boolean {
  const token = party.ownerToken;
  if (report.authorId !== null || !token || LOST_REPORT_LINK.idOf(token) !== report.id) {
    return false;
  }
  return LOST_REPORT_LINK.matches(signer, token, report.linkNonce);
}

/** The visitor family's report the party's link opens; undefined for any other token. */
export async function familyReportOf(deps: { db: Db; signer: Signer }, party: Party) {
  const id = party.ownerToken ? LOST_REPORT_LINK.idOf(party.ownerToken) : undefined;
  const row = id === undefined ? undefined : await findReport(deps.db, id);
  if (!row || row.hiddenAt || !holdsReportLink(deps.signer, row, party)) return undefined;
  return row;
}
