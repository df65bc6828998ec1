import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '@chajul/contracts';

/** Whom a token is for, and the version of their credentials it was signed under (ADR 110). */
export type TokenSubject = { id: number; credentialVersion: number };

export type AccessTokens = {
  sign(user: TokenSubject): Promise<string>;
  /** The subject, or null when the token is missing its signature, expired or forged. */
  verify(token: string): Promise<{ userId: number; credentialVersion: number } | null>;
};

const ISSUER = 'chajajulgae';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

type Claims = {
  sub?: unknown;
  iss?: unknown;
  exp?: unknown;
  nbf?: unknown;
  iat?: unknown;
  ver?: unknown;
};

function decode(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JWTs (docs/design.md §2); only HS256 is accepted, so `alg: none` and RS/HS confusion
 * fail. Signed and checked with node:crypto's HMAC on the calling thread (ADR 096): WebCrypto
 * (jose 6) runs each HMAC as a job on libuv's four threads, where every logged-in request
 * queued behind photo re-encoding and file writes (70 ms per inquiry under bench:load).
 */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest();
  return {
    async sign(user) {
      const iat = Math.floor(Date.now() / 1000);
      const claims = {
        sub: String(user.id),
        iss: ISSUER,
        iat,
        exp: iat + ttlSeconds,
        ver: user.credentialVersion,
      };
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    async verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
      const [header, payload, signature] = parts as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${header}.${payload}`);
      // The signature must be spelled exactly as encoded: no second spelling of one token.
      if (given.toString('base64url') !== signature || given.length !== expected.length) {
        return null;
      }
      if (!timingSafeEqual(given, expected)) return null;
      const head = decode(header);
      if (head?.alg !== 'HS256' || 'crit' in head) return null;
      const claims: Claims | null = decode(payload);
      const now = Math.floor(Date.now() / 1000);
      if (!claims || claims.iss !== ISSUER) return null;
      if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
      if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) {
        return null;
      }
      // Only the canonical decimal of a database id: an id past int4 would make the user
      // lookup fail with a database error (500) instead of a 401.
      if (typeof claims.sub !== 'string' || !/^[1-9]\d{0,9}$/.test(claims.sub)) return null;
      const id = Number(claims.sub);
      // Tokens signed before versions existed carry none: they belong to version 0.
      const version = claims.ver ?? 0;
      if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
      return id <= MAX_ID ? { userId: id, credentialVersion: version } : null;
    },
  };
}
