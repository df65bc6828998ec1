/** The Korean strings of the shared photo gallery (components/ui/photo-gallery). */
export const koGallery = {
  thumbs: '사진 목록',
  show: (n: number) => `사진 ${n} 크게 보기`,
  photoN: (name: string, n: number, total: number) => `${name} ${n}/${total}`,
} as const;
