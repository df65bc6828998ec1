import { randomBytes } from 'node:crypto';
import { newLinkNonce, privateLink } from '../../lib/private-link';
import type { Signer } from '../../lib/signer';

/* A visitor's private link to their sighting: lib/private-link.ts (ADR 135, 243). */
const LINK = privateLink('sighting-link');
const FORM = 'sighting-form';

export { newLinkNonce };
export const linkToken = LINK.token;
/** The sighting id a token names, before it is checked against the row's nonce. */
export const tokenSightingId = LINK.idOf;
export const linkMatches = LINK.matches;

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
