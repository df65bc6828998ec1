import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMACs under the server's secret (JWT_SECRET, or the one kept in DATA_DIR), one purpose
 * each, so a value signed for one use never passes for another: the private links of found
 * and seen reports, the sighting form's start time (ADR 135).
 */
export type Signer = {
  sign(purpose: string, text: string): string;
  /** Whether `mac` is sign(purpose, text), compared in constant time. */
  verify(purpose: string, text: string, mac: string): boolean;
};

export function createSigner(secret: string): Signer {
  const sign = (purpose: string, text: string) =>
    createHmac('sha256', secret).update(`${purpose}\u0000${text}`).digest('base64url');
  return {
    sign,
    verify(purpose, text, mac) {
      const expected = Buffer.from(sign(purpose, text));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
