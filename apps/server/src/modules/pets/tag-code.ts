import { randomBytes } from 'node:crypto';

/** 128 random bits: a tag's code cannot be guessed or walked (ADR 252). */
export const TAG_CODE_BYTES = 16;

export const newTagCode = () => randomBytes(TAG_CODE_BYTES).toString('base64url');

/** The tag's page, what its QR code holds. */
export const tagUrl = (publicBaseUrl: string, code: string) =>
  `${publicBaseUrl.replace(/\/+$/, '')}/t/${code}`;

/**
 * A finder's position as kept and sent: two decimals (about a kilometre) unless they chose to
 * give it exactly.
 */
export function roundedPosition(
  lat: number | undefined,
  lng: number | undefined,
  exact: boolean,
): { lat: number | null; lng: number | null; exact: boolean } {
  if (lat === undefined || lng === undefined) return { lat: null, lng: null, exact: false };
  if (exact) return { lat, lng, exact: true };
  const round = (v: number) => Math.round(v * 100) / 100;
  return { lat: round(lat), lng: round(lng), exact: false };
}
