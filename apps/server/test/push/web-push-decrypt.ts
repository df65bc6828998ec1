import crypto from 'node:crypto';

/*
 * The browser's half of Web Push encryption, for tests: RFC 8291 keys over RFC 8188's
 * aes128gcm content coding. The sender (web-push) seals with a fresh key pair and salt;
 * only the device's private key and auth secret open it.
 */

const info = (label: string) =>
  Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);
const TAG_BYTES = 16;
/** The delimiter that ends the last record's data (RFC 8188 §2). */
const LAST_RECORD = 2;

export function decryptAes128gcm(body: Buffer, device: crypto.ECDH, authSecret: Buffer): Buffer {
  // Header: salt (16) | record size (4) | key id length (1) | key id = sender's public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record: not what web-push sends');

  const shared = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info'),
    Buffer.from([0]),
    device.getPublicKey(),
    senderKey,
  ]);
  // RFC 8291 §3.4: IKM from the ECDH secret and the auth secret, then RFC 8188's key and nonce.
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const key = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info('nonce'), 12));

  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(records.subarray(records.length - TAG_BYTES));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - TAG_BYTES)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== LAST_RECORD) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
