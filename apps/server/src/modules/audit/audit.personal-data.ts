import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** The audit log of privacy and admin actions. */
export const auditPersonalData: PersonalDataDeclaration = {
  module: 'audit',
  tables: {
    audit_log: {
      columns: ['actor_id', 'ip'],
      exported: "not exported: the service's record of what was done",
      withdrawal: 'keep',
    },
  },
};
