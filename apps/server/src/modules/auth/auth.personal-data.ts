import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Sessions, reset links and login failures: secrets and addresses, never exported. */
export const authPersonalData: PersonalDataDeclaration = {
  module: 'auth',
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
