/** The Korean strings of share (spec/ko-texts.md). */
export const koShare = {
  button: '공유하기',
  copied: '링크를 복사했습니다. 원하는 곳에 붙여 넣어 공유해주세요.',
  copyManually: (url: string) => `이 주소를 복사해 공유해주세요: ${url}`,
  kakao: '카카오톡 공유',
  kakaoButton: '자세히 보기',
  kakaoFailed: '카카오톡 공유를 열지 못했습니다. 공유하기 버튼으로 링크를 나눠주세요.',
} as const;
