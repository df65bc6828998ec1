import type { Shelter } from '@chajul/contracts';
import { http, HttpResponse } from 'msw';

/** A shelter in the API's shape; tests override what they look at. */
export function makeShelter(n: number, extra: Partial<Shelter> = {}): Shelter {
  return {
    careRegNo: `REG${String(n).padStart(4, '0')}`,
    careNm: `보호소${n}`,
    careTel: `031-100-${String(1000 + n)}`,
    careAddr: `경기도 수원시 팔달로 ${n}`,
    jibunAddr: null,
    lat: 37.26 + n / 1000,
    lng: 127.02,
    orgNm: '경기도 수원시',
    divisionNm: '법인',
    saveTrgtAnimal: '개, 고양이',
    weekOprStime: '09:00',
    weekOprEtime: '18:00',
    weekendOprStime: null,
    weekendOprEtime: null,
    closeDay: '일요일',
    ...extra,
  };
}

/** `GET /api/shelters` over a fixed list, paged like the server; asked pages are recorded. */
export function sheltersHandler(all: Shelter[], asked: string[] = []) {
  return http.get('/api/shelters', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const size = Number(url.searchParams.get('size'));
    asked.push(`${page}/${size}`);
    return HttpResponse.json({
      response: {
        header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
        body: {
          items: { item: all.slice(page * size, (page + 1) * size) },
          numOfRows: size,
          pageNo: page,
          totalCount: all.length,
        },
      },
    });
  });
}
