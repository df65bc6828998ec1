import type { Dog } from '@chajul/contracts';
import { http, HttpResponse } from 'msw';

export function makeDog(id: number, values: Partial<Dog> = {}): Dog {
  return {
    id,
    number: `경기-수원-2026-${String(id).padStart(5, '0')}`,
    shelterId: '341399202200002',
    shelterName: '수원시동물보호센터',
    shelterPhone: '031-123-4567',
    shelterAddress: '경기도 수원시 권선구 1',
    createdAt: '2026-11-03T03:00:00.000Z',
    state: '보호중',
    foundDate: '2026-11-01',
    foundLocation: '수원시 중앙공원 산책로',
    jurisd: '경기도 수원시',
    species: '진도견',
    color: '황색',
    gender: '수컷',
    age: '2022(년생)',
    weight: '15(Kg)',
    neutYn: 'N',
    specialMark: '사람을 잘 따름',
    noticeStartDate: '2026-11-03',
    noticeEndDate: '2026-11-13',
    imagePath: null,
    thumbnailPath: null,
    source: 'demo',
    lastSeenAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    unconfirmed: false,
    ...values,
  };
}

/** A fake /api/dog-details/paged over `all`, filtering and paging like the server. */
export function pagedHandler(all: Dog[], seen: URLSearchParams[] = []) {
  return http.get('/api/dog-details/paged', ({ request }) => {
    const q = new URL(request.url).searchParams;
    seen.push(q);
    const page = Number(q.get('page') ?? 0);
    const size = Number(q.get('size') ?? 9);
    const matches = all.filter(
      (d) =>
        (!q.get('jurisd') ||
          d.jurisd === q.get('jurisd') ||
          !!d.jurisd?.startsWith(`${q.get('jurisd')} `)) &&
        (!q.get('species') || d.species === q.get('species')) &&
        (!q.get('state') || d.state.includes(q.get('state') ?? '')) &&
        (!q.get('keyword') || (d.foundLocation ?? '').includes(q.get('keyword') ?? '')),
    );
    return HttpResponse.json({
      data: matches.slice(page * size, page * size + size),
      pagination: {
        meta: {
          totalPages: Math.ceil(matches.length / size),
          currentPage: page,
          totalItems: matches.length,
        },
      },
    });
  });
}

/** The 시/도 that hold dogs, as /api/dog-details/regions answers. */
export const regionsHandler = (regions: string[]) =>
  http.get('/api/dog-details/regions', () => HttpResponse.json(regions));

export const breedsHandler = (breeds: string[]) =>
  http.get('/api/dog-details/breeds', () => HttpResponse.json(breeds));
