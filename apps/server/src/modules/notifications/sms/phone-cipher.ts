import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Signer } from '../../../lib/signer';

/**
 * Mobile numbers at rest (ADR 250): AES-256-GCM under a key derived from the server's secret
 * (the signer's), so a copy of the database alone does not give the numbers away.
 */
export function phoneCipher(signer: Signer) {
  const key = createHash('sha256').update(signer.sign('phone-number-key', 'v1')).digest();
  return {
    encrypt(number: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(number, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(stored: string): string {
      const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
