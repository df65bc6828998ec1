import { mypageMessages } from '@chajul/contracts';

/** The Korean strings of mypage (spec/ko-texts.md). */
export const koMypage = {
  ...mypageMessages,
  title: '마이페이지',
  nicknameSection: '닉네임 변경',
  passwordSection: '비밀번호 변경',
  saveNickname: '닉네임 변경',
  changePassword: '비밀번호 변경',
  closePassword: '비밀번호 변경 닫기',
  savePassword: '비밀번호 변경하기',
  currentPassword: '현재 비밀번호',
  backToMypage: '마이페이지로 돌아가기',
  profile: '내 정보',
  userid: '아이디',
  nickname: '닉네임',
  email: '이메일',
  createdAt: '가입일',
  reportCount: '실종 신고',
  inquiryCount: '문의',
  count: (n: number) => `${n}건`,
  edit: '회원 정보 수정',
  tabs: '내 활동',
  myReports: '내 실종 신고',
  myInquiries: '내 문의',
  noReports: '등록한 실종 신고가 없습니다.',
  noInquiries: '작성한 문의가 없습니다.',
} as const;
