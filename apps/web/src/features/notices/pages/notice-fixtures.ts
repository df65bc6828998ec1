import type { Notice, NoticeFile, NoticeListItem } from '@chajul/contracts';

export const noticeItem = (n: number, overrides: Partial<NoticeListItem> = {}): NoticeListItem => ({
  id: n,
  displayNo: n,
  title: `공지 ${n}`,
  author: '관리자',
  createdAt: '2026-11-20T01:00:00.000Z',
  views: n * 10,
  fileCount: 0,
  ...overrides,
});

export const noticeDetail = (overrides: Partial<Notice> = {}): Notice => ({
  ...noticeItem(3),
  title: '사진 검색 사용법',
  content: '강아지 사진을 올려 주세요.\n둘째 줄',
  updatedAt: '2026-11-20T01:00:00.000Z',
  files: [],
  ...overrides,
});

export const page = (data: NoticeListItem[], totalItems = data.length, currentPage = 0) => ({
  data,
  pagination: { meta: { totalPages: Math.ceil(totalItems / 5), currentPage, totalItems } },
});

export const noticeFile = (id: number, overrides: Partial<NoticeFile> = {}): NoticeFile => ({
  id,
  url: `/api/notices/3/files/${id}`,
  thumbnailUrl: `/api/notices/3/files/${id}?thumb=1`,
  name: `${id}.jpg`,
  originalName: `KakaoTalk_2026110${id}.jpg`,
  alt: null,
  ...overrides,
});
