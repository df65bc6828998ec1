import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deleteConversations, messagesOf } from './conversations.privacy';
import { forgetFamilyMessages } from './conversations.retention';

/** Conversations between a family and a finder: the messages' bodies. */
export const conversationsPersonalData: PersonalDataDeclaration = {
  module: 'conversations',
  exports: [
    {
      key: 'messages',
      title: '메시지',
      about: '실종 신고와 제보 사이에 주고받은 메시지 (관리자가 숨긴 메시지는 빠짐)',
      rowsOf: ({ db }, userId) => messagesOf(db, userId),
      codes: { fromOwner: { true: '실종 신고자', false: '제보자' } },
    },
  ],
  withdraw: { name: 'conversations', run: deleteConversations, before: ['reports', 'sightings'] },
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
