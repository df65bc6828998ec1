import { MAX_ID } from '@chajul/contracts';
import { SignJWT, jwtVerify } from 'jose';

export type AccessTokens = {
  sign(userId: number): Promise<string>;
  /** The user id, or null when the token is missing its signature, expired or forged. */
  verify(token: string): Promise<number | null>;
};

const ISSUER = 'chajajulgae';

/** HS256 JWTs (docs/design.md §2); only HS256 is accepted, so `alg: none` and RS/HS confusion fail. */
export function createAccessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
        });
        // Only the canonical decimal of a database id: an id past int4 would make the user
        // lookup fail with a database error (500) instead of a 401.
        if (!/^[1-9]\d{0,9}$/.test(payload.sub ?? '')) return null;
        const id = Number(payload.sub);
        return id <= MAX_ID ? id : null;
      } catch {
        return null;
      }
    },
  };
}
