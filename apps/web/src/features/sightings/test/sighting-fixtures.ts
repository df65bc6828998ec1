import type { Family, Sighting, SightingListItem } from '@chajul/contracts';
import { sightingListItemSchema } from '@chajul/contracts';
import { HttpResponse } from 'msw';

let nextId = 500;

/** A found report as the API answers its detail; 21:30 on 5 October in Korea. */
export function makeSighting(overrides: Partial<Sighting> = {}): Sighting {
  nextId += 1;
  return {
    id: nextId,
    kind: 'FOUND',
    status: 'OPEN',
    seenAt: '2026-10-05T12:30:00.000Z',
    region: '경기도',
    district: '수원시',
    place: '광교호수공원 정문 앞',
    point: { lat: 37.26, lng: 127.03, approximate: true },
    breed: '말티즈',
    colour: '흰색',
    size: '소형',
    gender: '암컷',
    collar: '빨간 목줄',
    imagePath: '/sightings/2026/10/a.jpg',
    authorName: '이웃',
    lostReportId: null,
    createdAt: '2026-10-05T13:00:00.000Z',
    note: '사람을 잘 따라요.',
    heldAt: '제가 집에서 데리고 있어요',
    direction: null,
    photos: [
      { imagePath: '/sightings/2026/10/a.jpg', thumbnailPath: '/sightings/2026/10/a_t.jpg' },
    ],
    updatedAt: '2026-10-05T13:00:00.000Z',
    isAuthor: false,
    microchip: null,
    ...overrides,
  };
}

/** The list row the server makes of a sighting. */
export const listItem = (s: Sighting): SightingListItem => sightingListItemSchema.parse(s);

export const paged = <T>(data: T[], totalPages = data.length > 0 ? 1 : 0) => ({
  data,
  pagination: { meta: { totalPages, currentPage: 0, totalItems: data.length } },
});

export const contentPage = <T>(content: T[]) => ({
  content,
  totalPages: content.length > 0 ? 1 : 0,
  totalElements: content.length,
  number: 0,
});

export function makeFamily(overrides: Partial<Family> = {}): Family {
  return {
    lostReportId: 42,
    title: '경기도 수원시 초코 실종',
    dateLost: '2026-10-03',
    placeLost: '경기도 수원시',
    species: '말티즈',
    gender: '암컷',
    dogName: '초코',
    imagePath: '/reports/2026/10/c.jpg',
    similarity: 0.91,
    ...overrides,
  };
}

export const errorBody = (statusCode: number, message: string, field?: string) =>
  HttpResponse.json({ status: 'error', statusCode, message, field }, { status: statusCode });

export const photo = (name = 'dog.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
