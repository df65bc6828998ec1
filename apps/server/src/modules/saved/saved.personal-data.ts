import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deleteSaved, savedOf } from './saved.privacy';

/** Saved dogs and saved searches (issue 30). */
export const savedPersonalData: PersonalDataDeclaration = {
  module: 'saved',
  exports: [
    {
      key: 'saved',
      title: '관심 강아지와 저장한 검색',
      about: '관심 강아지로 저장한 유기견과 저장한 검색 조건',
      rowsOf: ({ db }, userId) => savedOf(db, userId),
      codes: {
        kind: { filters: '조건 검색', photo: '사진 검색' },
        page: { lookup: '유기견 조회', adopt: '입양' },
      },
      parts: { dogs: '관심 강아지', searches: '저장한 검색' },
    },
  ],
  withdraw: { name: 'saved', run: deleteSaved },
  tables: {
    saved_dogs: { columns: ['user_id'], exported: 'saved', withdrawal: 'delete' },
    saved_searches: {
      columns: ['user_id', 'vector'],
      exported: "saved (without the photo search's vector)",
      withdrawal: 'delete',
    },
  },
};
