import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** Conversations between a family and a finder: the messages' bodies. */
export const conversationsPersonalData: PersonalDataDeclaration = {
  module: 'conversations',
  tables: {
    messages: { columns: ['body'], exported: 'messages', withdrawal: 'delete' },
  },
};
