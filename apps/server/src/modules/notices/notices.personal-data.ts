import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** 공지사항: an admin's authorship, the files and who read which notice. */
export const noticesPersonalData: PersonalDataDeclaration = {
  module: 'notices',
  tables: {
    notices: {
      columns: ['author_id'],
      exported: "not exported: an admin's public notice",
      withdrawal: 'anonymise',
    },
    notice_views: {
      columns: ['reader_key'],
      exported: 'not exported: a hashed reader key counting views once',
      withdrawal: 'keep',
    },
  },
  notPersonal: {
    notices: { columns: ['content'], reason: 'a public notice written by the service' },
    notice_files: {
      columns: ['key', 'original_name'],
      reason: 'files attached to a public notice by the service',
    },
  },
};
