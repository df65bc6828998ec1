import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { forgetFamilyMessages } from './conversations.retention';

/** Conversations between a family and a finder: the messages' bodies. */
export const conversationsPersonalData: PersonalDataDeclaration = {
  module: 'conversations',
  // A visitor family cannot withdraw: its words go after its report closed (ADR 258).
  retain: [
    {
      kind: 'visitor-family-messages',
      policy: 'visitorFamilyMessages',
      purge: forgetFamilyMessages,
    },
  ],
  tables: {
    messages: {
      columns: ['body'],
      exported: 'messages',
      withdrawal: 'delete',
      retention: ['visitorFamilyMessages'],
    },
  },
};
