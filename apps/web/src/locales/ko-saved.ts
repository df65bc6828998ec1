import { savedMessages } from '@chajul/contracts';

/** The Korean strings of 관심 강아지 and 알림 받을 조건 (issue 30). */
export const koSaved = {
  ...savedMessages,
  save: '관심 강아지 저장',
  unsave: '관심 강아지 해제',
  /** The heart's accessible name names the dog on a card. */
  saveDog: (dog: string) => `${dog} 관심 강아지 저장`,
  loginToSave: '관심 강아지는 로그인 후 저장할 수 있어요. 로그인할까요?',
  loginToAlert: '알림 받을 조건은 로그인 후 저장할 수 있어요. 로그인할까요?',
  saveFailed: '저장하지 못했습니다. 잠시 후 다시 시도해주세요.',
  dogsTab: '관심 강아지',
  dogsEmpty: '저장한 관심 강아지가 없어요. 강아지 카드의 하트를 눌러 저장해보세요.',
  searchesTab: '알림 받을 조건',
  searchesEmpty:
    '저장한 알림 받을 조건이 없어요. 유기견 조회나 입양 목록에서 "이 조건 알림 받기"를 눌러보세요.',
  loadFailed: '목록을 불러오지 못했습니다.',
  saveSearch: '이 조건 알림 받기',
  searchSaved:
    '알림 받을 조건을 저장했어요. 조건에 맞는 새 강아지가 들어오면 하루 한 번 알려드려요.',
  savePhoto: '이런 강아지 알림 받기',
  threshold: '유사도 기준',
  thresholdValue: (percent: number) => `${percent}% 이상`,
  photoSaved: '사진 알림을 저장했어요. 닮은 강아지가 들어오면 바로 알려드려요.',
  pause: '일시정지',
  resume: '다시 받기',
  remove: '삭제',
  removeConfirm: '이 알림 받을 조건을 삭제할까요?',
  pausedBadge: '일시정지됨',
  photoSearch: '사진으로 저장한 조건',
  allDogs: '모든 강아지',
  pages: { lookup: '유기견 조회', adopt: '입양' },
  searchLabel: (page: string, summary: string) => `${page}: ${summary}`,
  thresholdSummary: (percent: number) => `유사도 ${percent}% 이상`,
  lastDigest: (date: string) => `마지막 알림 ${date}`,
} as const;
