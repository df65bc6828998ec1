/** Every route of the spec in one place (bulletproof-react's paths.ts). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  findPassword: '/findpassword',
  resetPassword: '/reset-password',
  mypage: '/mypage',
  mypageEdit: '/mypage/edit',
  privacy: '/privacy',
  terms: '/terms',
  notifications: '/mypage?tab=notifications',
  myPets: '/mypage?tab=pets',
  /** 관심 강아지 and 알림 받을 조건 (issue 30): tabs of 마이페이지. */
  savedDogs: '/mypage?tab=saved-dogs',
  savedSearches: '/mypage?tab=searches',
  adminpage: '/adminpage',
  adminUser: (id: number | string) => `/adminpage/users/${id}`,
  notices: '/notice',
  noticeWrite: '/notice/write',
  notice: (id: number | string) => `/notice/${id}`,
  noticeDetail: '/notice/detail',
  noticeEdit: (id: number | string) => `/notice/write?id=${id}`,
  inquiries: '/inquiry',
  inquiryWrite: '/inquiry/write',
  inquiry: (id: number | string) => `/inquiry/${id}`,
  inquiryDetail: '/inquiry/detail',
  inquiryEditPage: '/inquiry/edit',
  inquiryEdit: (id: number | string) => `/inquiry/edit?id=${id}`,
  lookup: '/lookup',
  lookupByPhoto: '/lookup?search=photo',
  lookupDog: (id: number | string) => `/lookup/${id}`,
  predictDog: '/lookup/predict-dog',
  searchResult: '/lookup/search-result',
  predictedDog: (id: number | string) => `/lookup/predict-dog/${id}`,
  reports: '/report',
  reportWrite: '/report/write',
  reportHow: '/report/how',
  reportView: (id: number | string, from?: string) =>
    `/report/view?id=${id}${from ? `&from=${encodeURIComponent(from)}` : ''}`,
  /** The report's 비슷한 유기견, where a match notification leads (issue 26). */
  reportMatches: (id: number | string) => `/report/view?id=${id}#matches`,
  reportViewDetail: (id: number | string) => `/report/view/detail?id=${id}`,
  reportEdit: (id: number | string, from?: string) =>
    `/report/edit?id=${id}${from ? `&from=${encodeURIComponent(from)}` : ''}`,
  /** A visitor's lost report: the mailed private link (ADR 243). */
  lostManage: '/lost/manage',
  sightings: '/sighting',
  sightingWrite: '/sighting/write',
  sightingView: (id: number | string) => `/sighting/view?id=${id}`,
  sightingEdit: (id: number | string) => `/sighting/edit?id=${id}`,
  sightingManage: '/sighting/manage',
  /** A QR 인식표's page, what its QR code opens (issue 40, ADR 252). */
  tagPage: '/t/:code',
  /** 동네 알림 받기, a visitor's private link to their settings, an alert's off link (ADR 240). */
  neighbours: '/neighbours',
  neighboursManage: '/neighbours/manage',
  neighboursOff: '/neighbours/off',
  /** Where a visitor's mail-off link leads (ADR 227). */
  mailOff: '/mail-off',
  adopt: '/adopt',
  adoptDog: (id: number | string) => `/adopt/${id}`,
  adoptProcess: '/adopt/process',
  shelters: '/shelters',
  /** The map of lost, found and seen dogs and shelters (issue 26); `?kinds=lost` for the board's view. */
  map: '/map',
  mapOf: (kinds: string) => `/map?kinds=${kinds}`,
  shelter: (id: string) => `/shelters/${id}`,
  /** The found/seen form answering a lost report ("이 강아지를 봤어요", "제가 데리고 있어요"). */
  sightingAnswer: (kind: 'FOUND' | 'SEEN', lostReportId: number | string) =>
    `/sighting/write?kind=${kind}&lostReportId=${lostReportId}`,
  messages: '/messages',
  /** A conversation between a family and a finder (the messages page). */
  conversation: (id: number | string) => `/messages?id=${id}`,
} as const;
