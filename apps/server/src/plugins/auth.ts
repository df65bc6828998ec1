import { isAdminRole } from '@chajul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { AccessTokens } from '../lib/access-token';
import { createAccessTokens } from '../lib/access-token';
import { resolveJwtSecret } from '../lib/jwt-secret';
import type { Signer } from '../lib/signer';
import { createSigner } from '../lib/signer';
import { findUserById } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** HMACs under the same secret, for links and form tokens (lib/signer.ts). */
    signer: Signer;
  }
  interface FastifyRequest {
    /** The logged-in user, loaded fresh from the database; null for visitors. */
    user: UserRow | null;
  }
}

const BEARER = /^Bearer\s+(.+)$/i;

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function isAdmin(user: UserRow | null): boolean {
  return user !== null && isAdminRole(user.role);
}

/** What the API docs show on a route that wants a login. */
export const bearerSecurity = [{ bearer: [] }];

/**
 * The route guards, always as `preValidation`: after the body is parsed, before it is
 * validated, so a visitor hears 401 (and a member 403) whatever he sent.
 */
export const requireUser = async (request: FastifyRequest): Promise<void> => {
  currentUser(request);
};

/** 401 without a login; 403 for a member who is not an admin, in the spec's words if given. */
export const requireAdmin =
  (message?: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!isAdmin(currentUser(request))) throw forbidden(message);
  };

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
  const tokens = createAccessTokens(secret, app.config.accessTokenTtlSeconds);
  app.decorate('accessTokens', tokens);
  app.decorate('signer', createSigner(secret));
  app.decorateRequest('user', null);

  // Who is asking, for every request and before its body is read: a bad token is 401 at once.
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1] || match[1] === 'undefined' || match[1] === 'null') return;
    const subject = await tokens.verify(match[1]);
    const user = subject === null ? undefined : await findUserById(app.db, subject.userId);
    // A token signed before the member's credentials last changed is revoked (ADR 110), and
    // a withdrawing or withdrawn account signs nobody in (ADR 165).
    if (user && !user.withdrawingAt && user.credentialVersion === subject?.credentialVersion) {
      request.user = user;
      return;
    }
    // A token that is expired, forged, revoked or belongs to a deleted account: 401 on every
    // API call (not only protected ones), so the client refreshes once or logs out (spec §4).
    // By the route reached, so `/%61pi/…` is an API call too (issue 17).
    if ((request.routeOptions.url ?? request.url).startsWith('/api/')) throw unauthorized();
  });
});
