import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** The member's account (ADR 165): exported as the profile; withdrawal anonymises the row. */
export const usersPersonalData: PersonalDataDeclaration = {
  module: 'users',
  tables: {
    users: {
      columns: ['userid', 'nickname', 'email', 'name'],
      exported: 'profile',
      withdrawal: 'anonymise',
      retention: ['withdrawnMember'],
    },
  },
};
