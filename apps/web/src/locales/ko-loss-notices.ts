/** The national lost-animal notices on the board and the map (ADR 247). */
export const koLossNotices = {
  title: '국가동물보호정보시스템 분실 신고',
  intro:
    '가족이 국가동물보호정보시스템에 낸 분실 신고예요. 가족의 연락처는 공식 사이트의 신고에서 확인해 주세요. 보호소에 있다면 보호소로 연락해 주세요.',
  listLabel: '국가동물보호정보시스템 분실 신고 목록',
  total: (n: number) => `총 ${n}건`,
  empty: '이 지역의 분실 신고가 없어요.',
  loadFailed: '분실 신고를 불러오지 못했어요.',
  untitled: '이름 모를 강아지',
  dateLost: '잃어버린 날',
  place: '잃어버린 곳',
  official: '국가동물보호정보시스템에서 보기',
  officialOf: (what: string) => `${what} 신고를 국가동물보호정보시스템에서 보기 (새 창)`,
  photoOf: (what: string) => `${what} 사진`,
  more: '더 보기',
};

/** The notices like a dog found, seen or held by a shelter (ADR 247). */
export const koLossNoticesLike = {
  title: '닮은 국가동물보호정보시스템 분실 신고',
  intro:
    '이 강아지를 찾는 가족일 수 있어요. 장소, 날짜, 생김새로 고른 신고예요. 가족의 연락처는 공식 사이트의 신고에서 확인해 주세요.',
  listLabel: '닮은 국가동물보호정보시스템 분실 신고 목록',
};
