import type { MapKind } from '@chajul/contracts';
import { mapMessages } from '@chajul/contracts';

/** The Korean strings of the map of lost, found and seen dogs (issue 26). */
export const koMap = {
  ...mapMessages,
  title: '지도',
  intro:
    '실종·발견·목격 제보와 보호소를 지도에서 한눈에 보세요. 실종 신고의 위치는 가족의 집일 수 있어 약 500m 단위로만 보여요.',
  map: '실종·발견·목격 지도',
  filters: '지도 조건',
  kinds: '종류',
  kind: {
    lost: '실종',
    found: '발견',
    seen: '목격',
    shelter: '보호소',
    notice: '국가동물보호정보시스템 분실 신고',
  } satisfies Record<MapKind, string>,
  near: '내 주변',
  nearAll: '전체 지역',
  nearKm: (km: number) => `${km}km`,
  from: '시작 날짜',
  to: '끝 날짜',
  reset: '조건 초기화',
  locating: '내 위치를 찾는 중이에요...',
  locationRefused:
    '위치 권한이 없어 내 주변을 볼 수 없어요. 브라우저 설정에서 위치 권한을 허용한 뒤 다시 골라 주세요.',
  locationUnavailable: '내 위치를 찾지 못했어요. 잠시 뒤 다시 시도해 주세요.',
  approximate: '대략적인 위치',
  cluster: (count: number) => `${count}건 모여 있음, 눌러서 확대`,
  pin: (kind: string, title: string, approximate: boolean) =>
    `${kind}: ${title}${approximate ? ' (대략적인 위치)' : ''}`,
  untitled: '이름 없는 제보',
  details: '자세히 보기',
  shelterDetails: '보호소 찾기에서 보기',
  /** A national lost-animal notice has no page here (ADR 247). */
  officialDetails: '국가동물보호정보시스템에서 보기 (새 창)',
  list: '지도에 보이는 제보',
  total: (n: number) => `지도 안에 ${n}건`,
  empty: '조건에 맞는 제보가 지도 안에 없어요. 지도를 옮기거나 조건을 바꿔 보세요.',
  loading: '불러오는 중...',
  loadFailed: '지도를 불러오지 못했어요. 잠시 뒤 다시 시도해 주세요.',
  tilesFailed: '지도 배경을 불러오지 못해 해안선만 보여요. 표시된 위치는 그대로 맞아요.',
  mapView: '지도로 보기',
  previous: '이전',
  next: '다음',
  page: (page: number, pages: number) => `${page} / ${pages}쪽`,
} as const;
