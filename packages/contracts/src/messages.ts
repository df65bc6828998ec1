/**
 * Korean messages that the server sends and the web shows, from spec/ko-texts.md.
 * Shared so that both sides use the very same words.
 */
export const authMessages = {
  nicknameMin: '닉네임은 3자 이상이어야 합니다.',
  nicknameMax: '닉네임은 20자 이하여야 합니다.',
  nicknameRequired: '닉네임을 입력하세요.',
  emailFormat: '올바른 이메일 형식을 입력하세요.',
  useridMin: '아이디는 4자 이상이어야 합니다.',
  useridMax: '아이디는 20자 이하여야 합니다.',
  useridChars: '아이디는 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.',
  useridRequired: '아이디를 입력하세요.',
  passwordRequired: '비밀번호를 입력하세요.',
  passwordRule: '비밀번호는 8자 이상이며 대문자, 숫자, 특수문자를 포함해야 합니다.',
  passwordMax: '비밀번호는 128자 이하여야 합니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  nicknameTaken: '이미 사용 중인 닉네임입니다.',
  emailTaken: '이미 사용 중인 이메일입니다.',
  useridTaken: '이미 사용 중인 아이디입니다.',
  signupSuccess: '회원가입이 완료되었습니다! 잠시 후 로그인 페이지로 이동합니다.',
  signupFailure: '회원가입 중 오류가 발생했습니다.',
  loginFailure: '아이디 또는 비밀번호가 올바르지 않습니다.',
  loginTooMany: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
  forgotBadEmail: '올바른 이메일 주소를 입력하세요.',
  forgotSent: '비밀번호 재설정 링크를 이메일로 보냈습니다.',
  resetFieldsMissing: '모든 항목을 입력하세요.',
  resetSuccess: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.',
  resetInvalid: '유효하지 않거나 만료된 링크입니다.',
  loginRequired: '로그인이 필요합니다.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해주세요.',
  refreshInvalid: 'Refresh token is invalid or expired.',
  forbidden: '권한이 없습니다.',
  logoutDone: '로그아웃되었습니다.',
} as const;

/** My page (spec §5 "My-page edit", ko-texts "Accounts"). */
export const mypageMessages = {
  loadFailure: '데이터를 불러오지 못했습니다.',
  nicknameRequired: '닉네임을 입력하세요.',
  currentPasswordRequired: '현재 비밀번호를 입력하세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  newPasswordRequired: '새 비밀번호를 입력하세요.',
  newPasswordMismatch: '새 비밀번호와 확인이 일치하지 않습니다.',
  updateFailure: '닉네임/비밀번호 변경에 실패했습니다. 다시 시도해주세요.',
  nicknameUpdated: '닉네임이 변경되었습니다.',
  passwordUpdated: '비밀번호가 변경되었습니다.',
} as const;

export const commonMessages = {
  badRequest: '입력값이 올바르지 않습니다.',
  required: '필수 항목을 입력하세요.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  routeNotFound: '요청한 주소를 찾을 수 없습니다.',
  tooLarge: '파일이 너무 큽니다.',
  bodyTooLarge: '요청이 너무 큽니다.',
  notImage: '이미지 파일만 업로드할 수 있습니다.',
  imageNotFound: '이미지를 찾을 수 없습니다.',
  badContentType: '지원하지 않는 요청 형식입니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  serverError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  genericError: '오류가 발생했습니다.',
} as const;
