import { isAdminRole } from '@chajul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { AccessTokens } from '../lib/access-token';
import { createAccessTokens } from '../lib/access-token';
import { resolveJwtSecret } from '../lib/jwt-secret';
import { findUserById } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: 401 without a valid login. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a login, 403 for a member who is not an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
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

export const authPlugin = fp(async (app: FastifyInstance) => {
  const secret = resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
  const tokens = createAccessTokens(secret, app.config.accessTokenTtlSeconds);
  app.decorate('accessTokens', tokens);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1] || match[1] === 'undefined' || match[1] === 'null') return;
    const userId = await tokens.verify(match[1]);
    const user = userId === null ? undefined : await findUserById(app.db, userId);
    if (user) {
      request.user = user;
      return;
    }
    // A token that is expired, forged or belongs to a deleted account: 401 on every API
    // call (not only protected ones), so the client refreshes once or logs out (spec §4).
    // By the route reached, so `/%61pi/…` is an API call too (issue 17).
    if ((request.routeOptions.url ?? request.url).startsWith('/api/')) throw unauthorized();
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    currentUser(request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!isAdmin(currentUser(request))) throw forbidden();
  });
});
