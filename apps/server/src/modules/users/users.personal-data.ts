import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { profileOf } from './users.privacy';

/**
 * The member's account (ADR 165): exported as the profile. Withdrawal anonymises the row as its
 * last step, which the privacy module runs itself: the row carries the withdrawal's own state
 * (withdrawing_at, withdrawn_at) that a re-run after a crash reads (ADR 255).
 */
export const usersPersonalData: PersonalDataDeclaration = {
  module: 'users',
  tables: {
    users: {
      columns: ['userid', 'nickname', 'email', 'name'],
      exported: 'profile',
      withdrawal: 'anonymise',
      retention: ['withdrawnMember'],
    },
  },
  exports: [
    {
      key: 'profile',
      title: '회원 정보',
      about: '가입할 때와 마이페이지에서 입력한 정보',
      rowsOf: ({ db }, userId) => profileOf(db, userId),
      codes: { role: { USER: '일반 회원', ADMIN: '관리자' } },
    },
  ],
};
