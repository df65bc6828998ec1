import { flags } from '../../db/schema';
import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { olderThan } from '../privacy/personal-data';
import { deleteFlagsBy, resolveFlagsOnDeletedItems } from './moderation.privacy';

/** Flags: who flagged what, and who resolved it. */
export const moderationPersonalData: PersonalDataDeclaration = {
  module: 'moderation',
  withdraw: { name: 'flags', run: deleteFlagsBy },
  retain: [
    {
      kind: 'flags-on-deleted-items',
      policy: 'resolvedFlags',
      purge: (db, _before, _storage, now) => resolveFlagsOnDeletedItems(db, now),
    },
    olderThan('resolved-flags', 'resolvedFlags', flags, flags.resolvedAt),
  ],
  tables: {
    flags: {
      columns: ['detail', 'flagger', 'resolved_by'],
      exported: "not exported: a flag is about someone else's post",
      withdrawal: 'anonymise',
      retention: ['resolvedFlags'],
    },
  },
};
