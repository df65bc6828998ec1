import { normalizeIP } from '@fastify/rate-limit';
import { authMessages } from '@chajul/contracts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { tooManyRequests } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { forgiveLoginCheck, reserveLoginCheck } from './auth.repository';

/**
 * How many wrong passwords are checked (ADR 092). Every count looks back over the window,
 * whose length the 429 message names (authMessages.loginTooMany: "15분").
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Failures from one address, on any accounts: one address guessing. */
  perAddress: 10,
  /** Failures of one account, from anywhere, after which only fresh addresses may try it. */
  accountSlowdown: 10,
  /** What an address may have failed on a slowed account and still try it. */
  perAddressOnSlowedAccount: 2,
  /** Failures of one account in all: four windows an hour make 100 (OWASP ASVS 2.2.1). */
  perAccount: 25,
} as const;

export type FailureCounts = { address: number; account: number; pair: number };

/** Whether one more password check may run after these failures in the window. */
export function mayCheck({ address, account, pair }: FailureCounts): boolean {
  if (address >= LOGIN_LIMITS.perAddress || account >= LOGIN_LIMITS.perAccount) return false;
  return account < LOGIN_LIMITS.accountSlowdown || pair < LOGIN_LIMITS.perAddressOnSlowedAccount;
}

/**
 * Whom an attempt is about: an existing member by id, whatever spelling of their ID was
 * typed; an unknown ID by its text, counted the same way so the answers tell nothing.
 */
export const accountKey = (user: { id: number } | undefined, userid: string) =>
  user ? `id:${user.id}` : `name:${userid.toLowerCase()}`;

/** Failed logins counted in the database, so every process sees them (ADR 003, 092). */
export function loginLimiter(db: Db) {
  return {
    /**
     * Runs one password check if the limits allow it (429 otherwise) and says whether it
     * passed. The check is counted as a failure before it runs and forgiven when it passes,
     * so checks arriving together cannot all slip under a limit (issue 17). A pass also
     * forgives that address's earlier failures on the account (a typo), not the account's.
     */
    async check(ip: string, account: string, verify: () => Promise<boolean>): Promise<boolean> {
      // The /64 of an IPv6 address, as @fastify/rate-limit counts: one machine holds many.
      const address = normalizeIP(ip);
      const keys = {
        address: `ip:${address}`,
        account: `account:${account}`,
        pair: `pair:${address} ${account}`,
      };
      const reserved = await reserveLoginCheck(
        db,
        Object.values(keys),
        LOGIN_LIMITS.windowMinutes,
        (failures) =>
          mayCheck({
            address: failures.get(keys.address) ?? 0,
            account: failures.get(keys.account) ?? 0,
            pair: failures.get(keys.pair) ?? 0,
          }),
      );
      if (!reserved) throw tooManyRequests(authMessages.loginTooMany);
      const passed = await verify();
      if (passed) await forgiveLoginCheck(db, reserved, keys.pair);
      return passed;
    },
  };
}

/**
 * A signed-in member's password asked again (the password change, 회원 탈퇴), under the same
 * limits as a login: 429 when they are spent, else whether it passed.
 */
export function checkPasswordLimited(db: Db, user: UserRow, password: string, ip: string) {
  return loginLimiter(db).check(ip, accountKey(user, user.userid), () =>
    verifyPassword(user.passwordHash, password),
  );
}
