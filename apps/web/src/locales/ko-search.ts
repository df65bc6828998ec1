import { searchMessages } from '@chajul/contracts';

/** The Korean strings of search (spec/ko-texts.md). */
export const koSearch = {
  ...searchMessages,
  dropTitle: '사진을 끌어다 놓거나 눌러서 올려주세요',
  dropHint: 'JPG, PNG, WEBP 사진 (10MB 이하)',
  chooseImage: '사진 선택',
  preview: '올린 사진 미리보기',
  removeImage: '사진 삭제',
  search: '사진으로 찾기',
  searching: '찾는 중...',
  photoOn: '사진으로 찾기',
  photoOff: '조건으로 찾기',
  photoHelp: '잃어버린 강아지 사진을 올리면 닮은 보호소 유기견을 찾아드려요.',
  photoResults: '사진 검색 결과',
  total: (n: number) => `총 ${n}건`,
  predictTitle: '성견 모습 예측',
  predictIntro: '아기 강아지 사진을 올리면 자란 모습과 닮은 보호소 유기견을 찾아드려요.',
  predict: '예측하기',
  uploaded: '올린 사진',
  nearestAdult: '가장 닮은 성견 사진',
  nearestAdultNote:
    '생성된 이미지가 아니라, 같은 품종·털색으로 보이는 보호소 성견 중 가장 닮은 강아지의 실제 사진입니다.',
  generatedAdult: 'AI가 예측한 성견 모습',
  noAdult: '닮은 성견 사진을 찾지 못했습니다.',
  similarTitle: '닮은 유기견',
  similarity: (percent: number) => `유사도 ${percent}%`,
  tryAgain: '다른 사진으로 예측하기',
  species: '품종',
  gender: '성별',
  shelter: '보호소',
  state: '상태',
} as const;
