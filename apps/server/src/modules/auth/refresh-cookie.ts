import type { FastifyReply } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './sessions.service';

export const REFRESH_COOKIE = 'refreshToken';

/**
 * The refresh token lives in an httpOnly, SameSite=Strict cookie sent only to /auth (ADR 002),
 * marked Secure when the public site is https.
 */
export function setRefreshCookie(reply: FastifyReply, token: string, publicBaseUrl: string) {
  return reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: publicBaseUrl.startsWith('https://'),
    path: '/auth',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
}

/** Forgets the refresh cookie: at logout, and after 회원 탈퇴 (handed to privacy by app.ts). */
export function clearRefreshCookie(reply: FastifyReply) {
  return reply.clearCookie(REFRESH_COOKIE, { path: '/auth' });
}
