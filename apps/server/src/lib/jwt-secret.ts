import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './tokens';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR,
 * so tokens survive a restart. Several processes must share DATA_DIR or set JWT_SECRET.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomToken();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
