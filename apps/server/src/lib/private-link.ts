import { randomBytes } from 'node:crypto';
import type { Signer } from './signer';

/*
 * A visitor's private link (ADR 135, 243): `<id>.<HMAC(id, nonce)>`. 256 bits that only the
 * server can make; the nonce in the row lets the mails carry the link again, and clearing it
 * (closing) ends every copy of the link. Each kind of row signs under its own purpose, so a
 * sighting's link never opens a lost report of the same id.
 */
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export const newLinkNonce = () => randomBytes(16).toString('base64url');

export function privateLink(purpose: string) {
  return {
    token: (signer: Signer, id: number, nonce: string) =>
      `${id}.${signer.sign(purpose, `${id}:${nonce}`)}`,
    /** The row id a token names, before it is checked against the row's nonce. */
    idOf(token: string): number | undefined {
      const match = TOKEN.exec(token);
      return match ? Number(match[1]) : undefined;
    },
    matches(signer: Signer, token: string, nonce: string | null): boolean {
      const match = TOKEN.exec(token);
      if (!match || !nonce) return false;
      return signer.verify(purpose, `${match[1]}:${nonce}`, match[2]!);
    },
  };
}
