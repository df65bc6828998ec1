import type { LossNotice } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { makeDog } from './dog-fixtures';

const OFFICIAL =
  'https://www.animal.go.kr/front/awtis/loss/lossList.do?menuNo=1000100000&searchSDate=2026-10-30&searchEDate=2026-10-30&searchUpKindCd=417000&searchSexCd=M';

const notice: LossNotice = {
  id: 7,
  lostDate: '2026-10-30',
  region: '경기도',
  district: '수원시',
  office: '경기도 수원시',
  species: '진도견',
  colour: '황색',
  gender: '수컷',
  age: '4살',
  content: '파란 목줄',
  thumbnailPath: null,
  officialUrl: OFFICIAL,
};

describe("a shelter dog's national lost-animal notices alike (ADR 247)", () => {
  it("asks with the dog's place, day and looks and links each notice to the official site", async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('/api/dog-details/:id', () => HttpResponse.json(makeDog(10))),
      http.get('/api/loss-notices/like', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: [notice] });
      }),
    );
    await renderApp('/lookup/10');
    const section = await screen.findByRole('region', {
      name: '닮은 국가동물보호정보시스템 분실 신고',
    });
    const list = within(section).getByRole('list', {
      name: '닮은 국가동물보호정보시스템 분실 신고 목록',
    });
    expect(within(list).getByRole('heading', { name: '진도견' })).toBeInTheDocument();
    expect(
      within(list).getByRole('link', {
        name: '진도견 신고를 국가동물보호정보시스템에서 보기 (새 창)',
      }),
    ).toHaveAttribute('href', OFFICIAL);
    const asked = seen.at(-1)!;
    expect(Object.fromEntries(asked)).toMatchObject({
      region: '경기도',
      district: '수원시',
      date: '2026-11-01',
      colour: '황색',
      gender: '수컷',
      dogId: '10',
    });
  });

  it('shows nothing when no notice is alike', async () => {
    server.use(http.get('/api/dog-details/:id', () => HttpResponse.json(makeDog(10))));
    await renderApp('/lookup/10');
    expect(await screen.findByRole('heading', { name: '유기견 상세 정보' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: '닮은 국가동물보호정보시스템 분실 신고' }),
    ).not.toBeInTheDocument();
  });
});
