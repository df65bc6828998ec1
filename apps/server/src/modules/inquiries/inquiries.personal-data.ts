import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deleteInquiries, inquiriesOf } from './inquiries.privacy';

/** 1:1 문의 and the admins' replies. */
export const inquiriesPersonalData: PersonalDataDeclaration = {
  module: 'inquiries',
  exports: [
    {
      key: 'inquiries',
      title: '문의',
      about: '남긴 문의와 받은 답변',
      rowsOf: ({ db }, userId) => inquiriesOf(db, userId),
    },
  ],
  withdraw: { name: 'inquiries', run: deleteInquiries },
  tables: {
    inquiries: { columns: ['content', 'user_id'], exported: 'inquiries', withdrawal: 'delete' },
    inquiry_replies: {
      columns: ['admin_id', 'admin_nickname', 'content'],
      exported: 'inquiries (replies)',
      withdrawal: 'delete',
    },
  },
};
