import type { FastifyInstance, FastifyReply } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './sessions.service';

export const REFRESH_COOKIE = 'refreshToken';

/** The refresh token lives in an httpOnly, SameSite=Strict cookie sent only to /auth (ADR 002). */
export function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  return reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.publicBaseUrl.startsWith('https://'),
    path: '/auth',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
}
