import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Shelters from the public data portal. */
export const sheltersPersonalData: PersonalDataDeclaration = {
  module: 'shelters',
  tables: {},
  notPersonal: {
    shelters: { columns: ['lat', 'lng'], reason: 'public places of shelters, not of people' },
  },
};
