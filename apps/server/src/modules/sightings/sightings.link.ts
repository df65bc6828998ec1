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

/**
 * The form's start, signed: `<ms>.<nonce>.<HMAC>`. The nonce makes every form's token its own,
 * so one serves one post (issue 38 item 5): its HMAC is recorded when it does.
 */
export const formToken = (signer: Signer, now = Date.now()) => {
  const start = `${now}.${randomBytes(12).toString('base64url')}`;
  return `${start}.${signer.sign(FORM, start)}`;
};

/**
 * How long ago the form was opened (ms) and the token's HMAC, which names it; undefined for a
 * token the server did not sign.
 */
export function readFormToken(signer: Signer, token: string, now = Date.now()) {
  const match = /^((\d{13})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !signer.verify(FORM, match[1]!, match[3]!)) return undefined;
  return { ageMs: now - Number(match[2]), mac: match[3]! };
}
