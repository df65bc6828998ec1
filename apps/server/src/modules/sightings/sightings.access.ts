import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { ImageAccess } from '../../lib/image-store';
import type { Signer } from '../../lib/signer';
import { linkMatches, tokenSightingId } from '../visitors/visitor-links';
import { findSighting, photoAccessOf } from './sightings.repository';

/**
 * Who asks about a sighting: a member by login, a visitor by the private link's token. The
 * token is only a claim: `isAuthorOf` and `visitorOf` check it; nothing else reads it (ADR 221).
 */
export type Finder = { user: UserRow | null; token: string | undefined };

export function finderOf(request: FastifyRequest): Finder {
  const header = request.headers[FINDER_TOKEN_HEADER];
  const token = typeof header === 'string' && header.length <= 200 ? header : undefined;
  return { user: request.user, token };
}

/** The sighting's author: its member, or whoever holds its live private link. */
export function isAuthorOf(
  signer: Signer,
  row: { id: number; authorId: number | null; linkNonce: string | null },
  finder: Finder,
): boolean {
  if (row.authorId !== null) return finder.user?.id === row.authorId;
  if (!finder.token || tokenSightingId(finder.token) !== row.id) return false;
  return linkMatches(signer, finder.token, row.linkNonce);
}

/**
 * The visitor's own found or seen report, when the private link they send is one the server
 * made and still honours; undefined otherwise. A visitor is known by this and nothing less:
 * the id at the token's start is anyone's to write (issue 38 item 3, ADR 221).
 */
export async function visitorOf(deps: { db: Db; signer: Signer }, finder: Finder) {
  const id = finder.token ? tokenSightingId(finder.token) : undefined;
  const row = id === undefined ? undefined : await findSighting(deps.db, id);
  if (!row || row.authorId !== null || !isAuthorOf(deps.signer, row, finder)) return undefined;
  return row;
}

/** A stored photo's access: public while its sighting is (issue 38 item 9, ADR 225). */
export const photoAccess = (db: Db, key: string): Promise<ImageAccess> => photoAccessOf(db, key);
