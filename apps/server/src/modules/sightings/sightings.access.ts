import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { Signer } from '../../lib/signer';
import { linkMatches, tokenSightingId } from './sightings.link';

/** Who asks about a sighting: a member by login, a visitor by the private link's token. */
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
