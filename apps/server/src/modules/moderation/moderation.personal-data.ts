import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Flags: who flagged what, and who resolved it. */
export const moderationPersonalData: PersonalDataDeclaration = {
  module: 'moderation',
  tables: {
    flags: {
      columns: ['detail', 'flagger', 'resolved_by'],
      exported: "not exported: a flag is about someone else's post",
      withdrawal: 'anonymise',
      retention: ['resolvedFlags'],
    },
  },
};
