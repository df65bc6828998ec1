import { loginFailures } from '../../db/schema';
import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { olderThan } from '../privacy/personal-data';
import { deleteExpiredSessions, deleteSessions } from './auth.privacy';

/** Sessions, reset links and login failures: secrets and addresses, never exported. */
export const authPersonalData: PersonalDataDeclaration = {
  module: 'auth',
  withdraw: { name: 'sessions', run: deleteSessions, atMark: true },
  retain: [
    {
      kind: 'expired-sessions',
      policy: 'expiredSessions',
      purge: (db, _before, _storage, now) => deleteExpiredSessions(db, now),
    },
    // The limiter counts the last LOGIN_LIMITS.windowMinutes (15); it cleans a key only when
    // that key tries again, so addresses that never come back stayed.
    olderThan('login-failures', 'loginFailures', loginFailures, loginFailures.createdAt),
  ],
  tables: {
    refresh_tokens: {
      columns: ['user_id', 'token_hash'],
      exported: 'not exported: a hash of a secret, no information about the member',
      withdrawal: 'delete',
      retention: ['expiredSessions'],
    },
    password_reset_tokens: {
      columns: ['user_id', 'token_hash'],
      exported: 'not exported: a hash of a secret',
      withdrawal: 'delete',
      retention: ['expiredSessions'],
    },
    login_failures: {
      columns: ['key'],
      exported: 'not exported: keyed by address and account, not by member id',
      withdrawal: 'keep',
      retention: ['loginFailures'],
    },
    blocked_emails: {
      columns: ['email', 'blocked_by'],
      exported: 'not exported: an address an admin blocked, kept against abuse',
      withdrawal: 'keep',
    },
  },
};
