import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deleteMatchesAndVectors, matchesOf } from './matches.privacy';

/**
 * Match candidates of reports and sightings (report_matches, report_match_states,
 * sighting_matches): ids, scores and the member's answers, no column of their own a naming
 * rule takes for personal; they are the member's through the reports and sightings.
 */
export const matchesPersonalData: PersonalDataDeclaration = {
  module: 'matches',
  tables: {},
  exports: [
    {
      key: 'matches',
      title: '닮은 강아지 후보',
      about: '실종 신고·제보와 닮았다고 찾은 보호소 강아지와 제보, 그리고 내가 고른 답',
      rowsOf: ({ db }, userId) => matchesOf(db, userId),
      codes: {
        status: {
          CANDIDATE: '확인 전',
          CONFIRMED: '이 아이가 맞아요',
          DISMISSED: '아니에요',
          FOUND: '찾았어요',
        },
      },
      parts: {
        dogs: '실종 신고와 닮은 보호소 강아지',
        sightings: '실종 신고와 닮은 발견·목격 제보',
      },
    },
  ],
  withdraw: {
    name: 'matches-and-vectors',
    run: deleteMatchesAndVectors,
    before: ['reports', 'sightings'],
  },
};
