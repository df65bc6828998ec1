import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Import runs of the public data. */
export const dogImportsPersonalData: PersonalDataDeclaration = {
  module: 'dog-imports',
  tables: {},
  notPersonal: {
    dog_import_runs: { columns: ['error_message'], reason: "the public API's error text" },
  },
};
