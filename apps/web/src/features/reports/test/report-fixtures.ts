import type { Report, ReportListItem, ReportPhoto } from '@chajul/contracts';
import { reportListItemSchema } from '@chajul/contracts';
import { http, HttpResponse } from 'msw';
import { testUser } from '../../../test/render';

let nextId = 100;

export function makeReport(overrides: Partial<Report> = {}): Report {
  nextId += 1;
  return {
    id: nextId,
    title: '경기도 수원시 초코 실종',
    dateLost: '2026-10-03',
    placeLost: '경기도 수원시',
    region: '경기도',
    district: '수원시',
    species: '말티즈',
    gender: '암컷',
    dogName: '초코',
    imagePath: '/reports/2026/10/abc.jpg',
    thumbnailPath: '/reports/2026/10/abc_thumb.jpg',
    photos: [
      { imagePath: '/reports/2026/10/abc.jpg', thumbnailPath: '/reports/2026/10/abc_thumb.jpg' },
    ],
    status: 'OPEN',
    createdAt: '2026-10-04T01:02:03.000Z',
    updatedAt: '2026-10-04T01:02:03.000Z',
    authorNickname: testUser.nickname,
    // Written by testUser: the server says so to their token only (see detailHandler).
    isAuthor: true,
    content: '흰 털에 빨간 목줄',
    phone: '010-1234-5678',
    phoneVisibility: 'PUBLIC',
    // Issue 26: where, when and what; none given here.
    timeLost: null,
    placeDetail: null,
    point: null,
    colour: null,
    size: null,
    collar: null,
    microchip: null,
    closedReason: null,
    ...overrides,
  };
}

/** n stored photos as the API lists them, cover first: /reports/2026/10/p1.jpg … */
export const storedPhotos = (n: number): ReportPhoto[] =>
  Array.from({ length: n }, (_, i) => ({
    imagePath: `/reports/2026/10/p${i + 1}.jpg`,
    thumbnailPath: `/reports/2026/10/p${i + 1}_thumb.jpg`,
  }));

/** A report with these photos: imagePath and thumbnailPath are the cover's, as the API gives. */
export const reportWithPhotos = (photos: ReportPhoto[], overrides: Partial<Report> = {}) =>
  makeReport({
    photos,
    imagePath: photos[0]?.imagePath ?? null,
    thumbnailPath: photos[0]?.thumbnailPath ?? null,
    ...overrides,
  });

/** The list row the server makes of a report: its thumbnail, no phone, content or updatedAt. */
export function listItem(report: Report): ReportListItem {
  return reportListItemSchema.parse({ ...report, imagePath: report.thumbnailPath });
}

export const errorBody = (statusCode: number, message: string, field?: string) =>
  HttpResponse.json({ status: 'error', statusCode, message, field }, { status: statusCode });

/**
 * GET /api/lost-pet/{id} answering with the report, or 404 for any other id. Like the server,
 * it says isAuthor only to a request with a login (every test session is the same token).
 */
export const detailHandler = (report: Report) =>
  http.get('/api/lost-pet/:id', ({ params, request }) =>
    Number(params.id) === report.id
      ? HttpResponse.json({
          data: { ...report, isAuthor: report.isAuthor && request.headers.has('authorization') },
        })
      : errorBody(404, '실종 신고를 찾을 수 없습니다.'),
  );
