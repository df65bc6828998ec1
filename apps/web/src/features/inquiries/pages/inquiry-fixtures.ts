import type { Inquiry, InquiryListItem, InquiryReply } from '@chajul/contracts';

export const inquiryRow = (
  n: number,
  overrides: Partial<InquiryListItem> = {},
): InquiryListItem => ({
  id: n,
  displayNo: n,
  title: `문의 ${n}`,
  authorNickname: '멍멍이집사',
  // Written by testUser, as the server tells their login (ADR 093).
  isAuthor: true,
  createdAt: '2026-11-20T05:06:00.000Z',
  isPublic: true,
  readable: true,
  answered: false,
  replyCount: 0,
  status: 'PENDING',
  ...overrides,
});

export const inquiryDetail = (overrides: Partial<Inquiry> = {}): Inquiry => {
  const row: Partial<InquiryListItem> = inquiryRow(4);
  delete row.displayNo;
  return {
    ...(row as Omit<InquiryListItem, 'displayNo'>),
    content: '강아지를 잃어버렸어요.\n도와주세요.',
    updatedAt: '2026-11-20T05:06:00.000Z',
    ...overrides,
  };
};

export const reply = (id: number, content: string): InquiryReply => ({
  id,
  content,
  adminNickname: '관리자',
  createdAt: '2026-11-21T01:00:00.000Z',
  updatedAt: '2026-11-21T01:00:00.000Z',
});

export const contentPage = (
  content: InquiryListItem[],
  totalElements = content.length,
  number = 1,
) => ({
  content,
  totalPages: Math.ceil(totalElements / 5),
  totalElements,
  number,
});
