import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export type VapidKeys = { publicKey: string; privateKey: string };

const FILE = 'vapid-keys.json';

/** The kept pair, or undefined before the first start; a damaged file stops the start. */
function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file}: no VAPID key pair; remove it to make a new one`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept
 * in DATA_DIR, like the JWT secret (lib/jwt-secret.ts): every browser subscribed with the
 * public key, so a new pair would silence them all. Several processes share DATA_DIR or set
 * the keys; two first starts at once agree on the pair that was written first.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, FILE);
  const existing = readKeys(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const fresh = webpush.generateVAPIDKeys();
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(fresh), { mode: 0o600 });
  try {
    // A hard link fails when the file exists: the first writer wins, the others read it.
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return readKeys(file) ?? fresh;
}
