import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** 1:1 문의 and the admins' replies. */
export const inquiriesPersonalData: PersonalDataDeclaration = {
  module: 'inquiries',
  tables: {
    inquiries: { columns: ['content', 'user_id'], exported: 'inquiries', withdrawal: 'delete' },
    inquiry_replies: {
      columns: ['admin_id', 'admin_nickname', 'content'],
      exported: 'inquiries (replies)',
      withdrawal: 'delete',
    },
  },
};
