import type { CoatPattern } from './demo-dog-picture';

/** Coat colours in the public data's own words, with the colour drawn. */
export const COATS = {
  흰색: '#f4f1ea',
  검정색: '#232323',
  갈색: '#7a4a24',
  황색: '#c8903c',
  크림색: '#ead7b0',
  회색: '#8a8d92',
  적갈색: '#9c4a26',
} as const;
export type Coat = keyof typeof COATS;

type Breed = {
  name: string;
  /** Relative frequency among shelter dogs. */
  weight: number;
  coats: Coat[][];
  patterns: CoatPattern[];
  size: [number, number];
  kg: [number, number];
  ears: 'pointed' | 'floppy';
};

/** Breeds as the national API names them, roughly as often as shelters in 경기도 see them. */
export const BREEDS: Breed[] = [
  {
    name: '믹스견',
    weight: 40,
    coats: [
      ['흰색'],
      ['황색'],
      ['갈색', '흰색'],
      ['검정색', '흰색'],
      ['황색', '검정색'],
      ['갈색', '검정색', '흰색'],
      ['크림색'],
      ['검정색'],
    ],
    patterns: ['solid', 'spotted', 'patched', 'brindle', 'two-tone', 'tricolor'],
    size: [0.8, 1.05],
    kg: [4, 22],
    ears: 'floppy',
  },
  {
    name: '진도견',
    weight: 12,
    coats: [['황색'], ['흰색'], ['검정색', '황색']],
    patterns: ['solid', 'two-tone'],
    size: [0.95, 1.05],
    kg: [14, 23],
    ears: 'pointed',
  },
  {
    name: '말티즈',
    weight: 7,
    coats: [['흰색']],
    patterns: ['solid'],
    size: [0.75, 0.82],
    kg: [2, 4],
    ears: 'floppy',
  },
  {
    name: '푸들',
    weight: 6,
    coats: [['흰색'], ['갈색'], ['크림색'], ['검정색']],
    patterns: ['solid'],
    size: [0.75, 0.9],
    kg: [3, 8],
    ears: 'floppy',
  },
  {
    name: '포메라니안',
    weight: 5,
    coats: [['황색'], ['크림색'], ['흰색']],
    patterns: ['solid'],
    size: [0.75, 0.8],
    kg: [2, 4],
    ears: 'pointed',
  },
  {
    name: '시츄',
    weight: 5,
    coats: [
      ['흰색', '갈색'],
      ['흰색', '회색'],
    ],
    patterns: ['patched', 'two-tone'],
    size: [0.75, 0.85],
    kg: [4, 7],
    ears: 'floppy',
  },
  {
    name: '풍산견',
    weight: 2,
    coats: [['흰색'], ['회색']],
    patterns: ['solid'],
    size: [1, 1.06],
    kg: [20, 28],
    ears: 'pointed',
  },
  {
    name: '요크셔 테리어',
    weight: 3,
    coats: [['회색', '황색']],
    patterns: ['two-tone'],
    size: [0.75, 0.8],
    kg: [2, 4],
    ears: 'pointed',
  },
  {
    name: '치와와',
    weight: 3,
    coats: [['크림색'], ['황색'], ['검정색', '황색']],
    patterns: ['solid', 'two-tone'],
    size: [0.75, 0.78],
    kg: [1.5, 3],
    ears: 'pointed',
  },
  {
    name: '비숑 프리제',
    weight: 2,
    coats: [['흰색']],
    patterns: ['solid'],
    size: [0.8, 0.85],
    kg: [4, 7],
    ears: 'floppy',
  },
  {
    name: '웰시 코기 펨브로크',
    weight: 2,
    coats: [
      ['황색', '흰색'],
      ['검정색', '흰색', '황색'],
    ],
    patterns: ['two-tone', 'tricolor'],
    size: [0.85, 0.92],
    kg: [10, 14],
    ears: 'pointed',
  },
  {
    name: '골든 리트리버',
    weight: 2,
    coats: [['황색'], ['크림색']],
    patterns: ['solid'],
    size: [1.0, 1.06],
    kg: [25, 34],
    ears: 'floppy',
  },
  {
    name: '래브라도 리트리버',
    weight: 2,
    coats: [['검정색'], ['크림색'], ['갈색']],
    patterns: ['solid'],
    size: [1.0, 1.06],
    kg: [25, 35],
    ears: 'floppy',
  },
  {
    name: '시베리안 허스키',
    weight: 2,
    coats: [
      ['회색', '흰색'],
      ['검정색', '흰색'],
    ],
    patterns: ['two-tone'],
    size: [1, 1.06],
    kg: [18, 27],
    ears: 'pointed',
  },
  {
    name: '보더 콜리',
    weight: 1,
    coats: [['검정색', '흰색']],
    patterns: ['patched', 'two-tone'],
    size: [0.95, 1],
    kg: [14, 20],
    ears: 'floppy',
  },
  {
    name: '비글',
    weight: 2,
    coats: [['흰색', '갈색', '검정색']],
    patterns: ['tricolor', 'patched'],
    size: [0.85, 0.9],
    kg: [9, 13],
    ears: 'floppy',
  },
  {
    name: '닥스훈트',
    weight: 1,
    coats: [['적갈색'], ['검정색', '황색']],
    patterns: ['solid', 'two-tone'],
    size: [0.78, 0.85],
    kg: [5, 9],
    ears: 'floppy',
  },
  {
    name: '스피츠',
    weight: 2,
    coats: [['흰색']],
    patterns: ['solid'],
    size: [0.85, 0.92],
    kg: [5, 10],
    ears: 'pointed',
  },
  {
    name: '삽살개',
    weight: 1,
    coats: [['회색'], ['황색']],
    patterns: ['solid', 'brindle'],
    size: [0.98, 1.05],
    kg: [18, 28],
    ears: 'floppy',
  },
  {
    name: '미니어쳐 슈나우저',
    weight: 1,
    coats: [['회색'], ['검정색']],
    patterns: ['solid'],
    size: [0.8, 0.86],
    kg: [5, 8],
    ears: 'floppy',
  },
  {
    name: '도베르만',
    weight: 0.5,
    coats: [['검정색', '적갈색']],
    patterns: ['two-tone'],
    size: [1.0, 1.06],
    kg: [30, 40],
    ears: 'pointed',
  },
  {
    name: '그레이 하운드',
    weight: 0.5,
    coats: [['회색'], ['황색', '검정색']],
    patterns: ['solid', 'brindle'],
    size: [1, 1.06],
    kg: [25, 32],
    ears: 'floppy',
  },
];

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

export const BACKGROUNDS = [
  { sky: '#dbeefc', ground: '#8cc36b' },
  { sky: '#f2efe6', ground: '#b9a98f' },
  { sky: '#e6e6e6', ground: '#9a9a9a' },
  { sky: '#fdf3e1', ground: '#d7b98a' },
  { sky: '#e3f1e8', ground: '#6fa56a' },
];
