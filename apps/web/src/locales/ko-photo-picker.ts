/** The Korean strings of the shared photo picker (components/ui/photo-picker; spec/ko-texts.md). */
export const koPhotoPicker = {
  drop: '사진을 끌어다 놓거나 눌러서 고르세요',
  add: '사진 추가',
  camera: '카메라로 찍기',
  full: '사진을 바꾸려면 먼저 지울 사진을 삭제하세요.',
  count: (n: number, limit: number) => `${n}/${limit}`,
  countLabel: (n: number, limit: number) => `최대 ${limit}장 중 ${n}장`,
  list: '고른 사진',
  cover: '대표',
  preview: (n: number) => `사진 ${n} 미리보기`,
  remove: (n: number) => `사진 ${n} 삭제`,
  chooseOne: '사진 선택',
  change: '다른 사진으로 바꾸기',
  previewOne: '올린 사진 미리보기',
  removeOne: '사진 삭제',
  removeNamed: (name: string) => `${name} 삭제`,
} as const;
