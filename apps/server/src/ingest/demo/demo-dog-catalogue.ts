/** Where demo dogs were found, after the city's name: as shelters write it. */
export const FOUND_PLACES = [
  '시청 앞 광장',
  '중앙공원 산책로',
  '버스터미널 인근',
  '하천 산책로',
  '초등학교 정문 앞',
  '농협 앞 도로',
  '아파트 단지 내',
  '전통시장 입구',
  '119 안전센터에서 인수',
  '야산 입구 공터',
  '행정복지센터 앞',
  '공단 주차장',
  '고속도로 나들목 부근',
  '편의점 앞',
];

/** Care states with how often they occur: most demo dogs are still in care. */
export const STATES: [string, number][] = [
  ['보호중', 74],
  ['종료(입양)', 11],
  ['종료(반환)', 8],
  ['종료(자연사)', 4],
  ['종료(안락사)', 3],
];

/** What shelters note about a dog. */
export const SPECIAL_MARKS = [
  '사람을 잘 따름',
  '겁이 많음',
  '목줄 착용',
  '온순함',
  '활발함',
  '피부병 있음',
];
