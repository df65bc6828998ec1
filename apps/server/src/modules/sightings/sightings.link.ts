import { randomBytes } from 'node:crypto';
import type { Signer } from '../../lib/signer';

/*
 * A visitor's private link (ADR 135): `<id>.<HMAC(id, nonce)>`. 256 bits that only the
 * server can make; the nonce in the row lets the mails carry the link again, and closing the
 * sighting clears the nonce, so no copy of the link works after that.
 */
const LINK = 'sighting-link';
const FORM = 'sighting-form';
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export const newLinkNonce = () => randomBytes(16).toString('base64url');

export const linkToken = (signer: Signer, id: number, nonce: string) =>
  `${id}.${signer.sign(LINK, `${id}:${nonce}`)}`;

/** The sighting id a token names, before it is checked against the row's nonce. */
export function tokenSightingId(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

export function linkMatches(signer: Signer, token: string, nonce: string | null): boolean {
  const match = TOKEN.exec(token);
  if (!match || !nonce) return false;
  return signer.verify(LINK, `${match[1]}:${nonce}`, match[2]!);
}

/** The form's start, signed: `<ms>.<HMAC>`. */
export const formToken = (signer: Signer, now = Date.now()) =>
  `${now}.${signer.sign(FORM, String(now))}`;

/** How long ago the form was opened (ms), or undefined for a token the server did not sign. */
export function formAgeMs(signer: Signer, token: string, now = Date.now()): number | undefined {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !signer.verify(FORM, match[1]!, match[2]!)) return undefined;
  return now - Number(match[1]);
}
