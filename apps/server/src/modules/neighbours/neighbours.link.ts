import { randomBytes } from 'node:crypto';
import type { Signer } from '../../lib/signer';

/*
 * A visitor's area-alert links (ADR 240), made as a finder's private link is (ADR 135):
 * the manage link `<id>.<HMAC(id:nonce)>`, which the confirmation mail carries and a new nonce
 * ends; and the off link `<id>.<HMAC(id)>` in every alert, which can only turn alerts off, so
 * it needs no nonce and works without a login (ADR 227's pattern).
 */
const LINK = 'neighbour-link';
const OFF = 'neighbour-off';
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export const newNonce = () => randomBytes(16).toString('base64url');

export const manageToken = (signer: Signer, id: number, nonce: string) =>
  `${id}.${signer.sign(LINK, `${id}:${nonce}`)}`;

export const offToken = (signer: Signer, id: number) => `${id}.${signer.sign(OFF, String(id))}`;

/** The subscriber id a token names, before it is checked. */
export function tokenId(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

export function manageTokenMatches(signer: Signer, token: string, nonce: string | null) {
  const match = TOKEN.exec(token);
  return !!match && !!nonce && signer.verify(LINK, `${match[1]}:${nonce}`, match[2]!);
}

/** The subscriber an off link names, when the server made it. */
export function readOffToken(signer: Signer, token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match && signer.verify(OFF, match[1]!, match[2]!) ? Number(match[1]) : undefined;
}
