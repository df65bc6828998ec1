import type { PersonalDataDeclaration } from './personal-data';

/** The consents a member gave and withdrew (ADR 161). */
export const privacyPersonalData: PersonalDataDeclaration = {
  module: 'privacy',
  tables: {
    user_consents: { columns: ['user_id'], exported: 'consents', withdrawal: 'delete' },
  },
};
