import type { LossNotice } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

const OFFICIAL =
  'https://www.animal.go.kr/front/awtis/loss/lossList.do?menuNo=1000100000&searchSDate=2026-11-11&searchEDate=2026-11-11&searchUpKindCd=417000&searchSexCd=F';

const notice = (values: Partial<LossNotice> = {}): LossNotice => ({
  id: 1,
  lostDate: '2026-11-11',
  region: '경기도',
  district: '수원시',
  office: '경기도 수원시',
  species: '믹스견',
  colour: '흰색',
  gender: '암컷',
  age: '2살',
  content: '빨간 목줄 (연락처 생략)',
  thumbnailPath: null,
  officialUrl: OFFICIAL,
  ...values,
});

function serveNotices(rows: LossNotice[], total = rows.length) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('/api/loss-notices', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: rows,
        pagination: { meta: { totalPages: 1, currentPage: 0, totalItems: total } },
      });
    }),
  );
  return seen;
}

describe('/report: 국가동물보호정보시스템 분실 신고 (ADR 247)', () => {
  it('lists the notices of the area searched, each linking to the official site', async () => {
    const seen = serveNotices([
      notice({ thumbnailPath: '/loss-notices/2026/11/a_thumb.jpg' }),
      notice({ id: 2, species: null, gender: null }),
    ]);
    await renderApp('/report?region=경기도&district=수원시');
    const section = await screen.findByRole('region', {
      name: '국가동물보호정보시스템 분실 신고',
    });
    const list = await within(section).findByRole('list', {
      name: '국가동물보호정보시스템 분실 신고 목록',
    });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: '믹스견' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('경기도 수원시')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('흰색 · 암컷 · 2살')).toBeInTheDocument();
    // The notice's photo, fetched from the official site and served here (ADR 259).
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute(
      'src',
      '/api/loss-notices/images/loss-notices/2026/11/a_thumb.jpg',
    );
    const link = within(cards[0]!).getByRole('link', {
      name: '믹스견 신고를 국가동물보호정보시스템에서 보기 (새 창)',
    });
    expect(link).toHaveAttribute('href', OFFICIAL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      within(cards[1]!).getByRole('heading', { name: '이름 모를 강아지' }),
    ).toBeInTheDocument();
    expect(within(section).getByText(/가족의 연락처는 공식 사이트/)).toBeInTheDocument();
    expect([seen.at(-1)?.get('region'), seen.at(-1)?.get('district')]).toEqual([
      '경기도',
      '수원시',
    ]);
  });

  it('says when the area has none', async () => {
    serveNotices([]);
    await renderApp('/report');
    const section = await screen.findByRole('region', {
      name: '국가동물보호정보시스템 분실 신고',
    });
    expect(await within(section).findByText('이 지역의 분실 신고가 없어요.')).toBeInTheDocument();
  });
});
