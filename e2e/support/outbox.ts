import fs from 'node:fs';
import { serverLog } from './env';

/** The last mail the server kept in its outbox for an address (it logs each one). */
export function lastMailTo(email: string): { subject: string; text: string } | undefined {
  const lines = fs.readFileSync(serverLog, 'utf8').split('\n');
  let found: { subject: string; text: string } | undefined;
  for (const line of lines) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { outbox?: { to: string; subject: string; text: string } };
    if (entry.outbox?.to === email.toLowerCase()) found = entry.outbox;
  }
  return found;
}
