import type { LossNotice } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { makeSighting } from '../test/sighting-fixtures';

const OFFICIAL =
  'https://www.animal.go.kr/front/awtis/loss/lossList.do?menuNo=1000100000&searchSDate=2026-10-03&searchEDate=2026-10-03&searchUpKindCd=417000&searchSexCd=F';

const notice: LossNotice = {
  id: 3,
  lostDate: '2026-10-03',
  region: '경기도',
  district: '수원시',
  office: '경기도 수원시',
  species: '말티즈',
  colour: '흰색',
  gender: '암컷',
  age: '3살',
  content: null,
  thumbnailPath: null,
  officialUrl: OFFICIAL,
};

describe("a found report's national lost-animal notices alike (ADR 247)", () => {
  it("shows the finder the notices like the dog, asked with the report's place, day and looks", async () => {
    const sighting = makeSighting({ isAuthor: true });
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`/api/sightings/${sighting.id}`, () => HttpResponse.json({ data: sighting })),
      http.get(`/api/sightings/${sighting.id}/matches`, () =>
        HttpResponse.json({ pending: false, families: [] }),
      ),
      http.get('/api/loss-notices/like', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [notice] });
      }),
    );
    await renderApp(`/sighting/view?id=${sighting.id}`);
    const section = await screen.findByRole('region', {
      name: '닮은 국가동물보호정보시스템 분실 신고',
    });
    expect(
      within(section).getByRole('link', {
        name: '말티즈 신고를 국가동물보호정보시스템에서 보기 (새 창)',
      }),
    ).toHaveAttribute('href', OFFICIAL);
    expect(Object.fromEntries(seen.at(-1)!)).toMatchObject({
      region: '경기도',
      district: '수원시',
      date: '2026-10-05',
      colour: '흰색',
      size: '소형',
      gender: '암컷',
      text: '빨간 목줄 사람을 잘 따라요.',
      sightingId: String(sighting.id),
    });
  });
});
