import { consentHistoryOf, deleteConsents } from './consents.repository';
import type { PersonalDataDeclaration } from './personal-data';

/** The consents a member gave and withdrew (ADR 161). */
export const privacyPersonalData: PersonalDataDeclaration = {
  module: 'privacy',
  tables: {
    user_consents: { columns: ['user_id'], exported: 'consents', withdrawal: 'delete' },
  },
  exports: [
    {
      key: 'consents',
      title: '동의 내역',
      about: '약관·개인정보·알림 수신 동의와 철회, 그때의 버전',
      rowsOf: ({ db }, userId) => consentHistoryOf(db, userId),
      codes: {
        kind: {
          terms: '이용약관',
          privacy: '개인정보 수집·이용',
          age14: '만 14세 이상',
          emailAlerts: '이메일 알림 수신',
        },
      },
    },
  ],
  withdraw: { name: 'consents', run: deleteConsents },
};
