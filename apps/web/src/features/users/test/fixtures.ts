import type { AdminUser, InquiryListItem, ReportListItem } from '@chajul/contracts';

export const reportRow = (id: number, over: Partial<ReportListItem> = {}): ReportListItem => ({
  id,
  title: `서울특별시 강남구 초코${id} 실종`,
  dateLost: '2026-03-01',
  placeLost: '서울특별시 강남구',
  region: '서울특별시',
  district: '강남구',
  species: '푸들',
  gender: '암컷',
  dogName: `초코${id}`,
  imagePath: null,
  status: 'OPEN',
  createdAt: '2026-03-02T01:00:00.000Z',
  authorNickname: '멍멍이집사',
  timeLost: null,
  placeDetail: null,
  point: null,
  colour: null,
  size: null,
  ...over,
});

export const inquiryRow = (id: number, over: Partial<InquiryListItem> = {}): InquiryListItem => ({
  id,
  displayNo: id,
  title: `문의 ${id}`,
  authorNickname: '멍멍이집사',
  isAuthor: false,
  createdAt: '2026-03-03T02:00:00.000Z',
  isPublic: true,
  readable: true,
  answered: false,
  replyCount: 0,
  status: 'PENDING',
  ...over,
});

export const adminUserRow = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  userid: `member${id}`,
  nickname: `회원${id}`,
  email: `member${id}@example.com`,
  name: null,
  role: 'USER',
  createdAt: '2026-01-02T03:04:05.000Z',
  inquiryCount: 2,
  lostReportCount: 1,
  ...over,
});

/** The Spring-style page the admin and my-page lists answer with. */
export const contentPage = <T>(
  content: T[],
  totalElements = content.length,
  number = 0,
  size = 10,
) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  number,
});
