import { randomBytes } from 'node:crypto';
import { newLinkNonce, privateLink } from '../../lib/private-link';
import type { Signer } from '../../lib/signer';

/*
 * The private links of posts made without an account (lib/private-link.ts): a visitor
 * finder's to their sighting (ADR 135), a visitor family's to its lost report (ADR 243), and
 * the signed start of the form both fill. Reports, sightings, conversations and notifications
 * use them, so they sit under all four.
 */
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

/** A visitor family's private link to its lost report (ADR 243): it edits, closes, answers. */
export const LOST_REPORT_LINK = privateLink('lost-report-link');

/** The manage page the link opens, as every mail to the family carries it. */
export const lostManageUrl = (signer: Signer, baseUrl: string, id: number, nonce: string) =>
  `${baseUrl}/lost/manage?token=${LOST_REPORT_LINK.token(signer, id, nonce)}`;
