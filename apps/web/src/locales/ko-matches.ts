import { MATCH_SOURCE_LABELS, matchMessages, REPORT_STATUS_LABELS } from '@chajul/contracts';

/** The Korean strings of matches (spec/ko-texts.md). */
export const koMatches = {
  ...matchMessages,
  statusLabels: REPORT_STATUS_LABELS,
  sourceLabels: MATCH_SOURCE_LABELS,
  help: '사진이 닮은 보호소 강아지와 이웃의 발견·목격 제보예요. 실종 장소와 날짜가 가까운 것이 먼저 나와요.',
  noPhoto:
    '사진을 올리면 닮은 유기견과 발견·목격 제보를 찾아 드려요. 이 신고를 보고 남긴 제보는 사진이 없어도 여기에 나와요.',
  messageTo: (label: string, place: string) => `${label} (${place}) 제보자에게 메시지 보내기`,
  none: '아직 닮은 유기견이 없어요. 새로 들어오면 알려 드릴게요.',
  loading: '닮은 유기견을 찾는 중...',
  loadFailed: '비슷한 유기견을 불러오지 못했습니다.',
  answerFailed: '처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  similarity: (value: number | null) =>
    value === null ? '사진 없음' : `사진 유사도 ${Math.round(value * 100)}%`,
  foundBadge: '찾은 강아지',
  /** A found or seen report the owner said "이 아이가 맞아요" to: on the public timeline. */
  confirmedBadge: '맞다고 확인한 제보',
  photoOf: (species: string | null) => `${species ?? '유기견'} 사진`,
  shelterCall: (shelter: string) => `${shelter}에 먼저 전화해 주세요:`,
  certainBadge: '동물등록번호 일치',
  certainHelp: '동물등록번호가 같아요. 이 강아지일 가능성이 매우 높아요.',
  closedNote: '가족을 찾은 신고입니다. 더는 비슷한 유기견을 찾지 않아요.',
} as const;
