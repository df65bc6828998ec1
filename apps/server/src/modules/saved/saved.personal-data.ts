import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Saved dogs and saved searches (issue 30). */
export const savedPersonalData: PersonalDataDeclaration = {
  module: 'saved',
  tables: {
    saved_dogs: { columns: ['user_id'], exported: 'saved', withdrawal: 'delete' },
    saved_searches: {
      columns: ['user_id', 'vector'],
      exported: "saved (without the photo search's vector)",
      withdrawal: 'delete',
    },
  },
};
