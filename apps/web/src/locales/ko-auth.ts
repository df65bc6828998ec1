import { authMessages } from '@chajul/contracts';

/** The Korean strings of auth (spec/ko-texts.md). */
export const koAuth = {
  ...authMessages,
  userid: '아이디',
  password: '비밀번호',
  passwordConfirm: '비밀번호 확인',
  nickname: '닉네임',
  email: '이메일',
  newPassword: '새 비밀번호',
  newPasswordConfirm: '새 비밀번호 확인',
  remember: '로그인 상태 유지',
  loginTitle: '로그인',
  loginSubmit: '로그인',
  loggingIn: '로그인 중...',
  signupTitle: '회원가입',
  signupSubmit: '가입하기',
  signingUp: '가입 중...',
  toSignup: '회원가입',
  toFindPassword: '비밀번호 찾기',
  findPasswordHelp:
    '가입할 때 사용한 이메일 주소를 입력하시면 비밀번호 재설정 링크를 보내드립니다.',
  sendResetLink: '재설정 링크 받기',
  sending: '보내는 중...',
  resetSubmit: '비밀번호 변경',
  toLogin: '로그인하러 가기',
  checking: '확인 중...',
  available: {
    nickname: '사용할 수 있는 닉네임입니다.',
    email: '사용할 수 있는 이메일입니다.',
    userid: '사용할 수 있는 아이디입니다.',
  },
  passwordHint: '8자 이상, 대문자·숫자·특수문자를 포함해주세요.',
} as const;
