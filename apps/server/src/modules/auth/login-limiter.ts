import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { authMessages } from '@chajul/contracts';
import { clearFailures, countRecentFailures, recordFailures } from './auth.repository';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failed logins counted per IP and per ID in the database, so every process sees them. */
export function loginLimiter(db: Db) {
  const keysFor = (ip: string, userid: string) => [`ip:${ip}`, `user:${userid.toLowerCase()}`];
  const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  return {
    async assertAllowed(ip: string, userid: string) {
      const failures = await countRecentFailures(db, keysFor(ip, userid), windowStart());
      if (failures >= LOGIN_FAILURE_LIMIT) throw tooManyRequests(authMessages.loginTooMany);
    },
    recordFailure: (ip: string, userid: string) =>
      recordFailures(db, keysFor(ip, userid), windowStart()),
    recordSuccess: (userid: string) => clearFailures(db, `user:${userid.toLowerCase()}`),
  };
}
