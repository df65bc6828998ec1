import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { listItem, makeReport } from '../test/report-fixtures';

function serveList(total: number, rows = [makeReport(), makeReport({ dogName: null })]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get('/api/lost-pet/paged', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: rows.map(listItem),
        pagination: {
          meta: { totalPages: Math.ceil(total / 5), currentPage: 0, totalItems: total },
        },
      });
    }),
  );
  return seen;
}

describe('/report', () => {
  it('shows the total, a card per report with the nameless fallback, and no phone numbers', async () => {
    const seen = serveList(2);
    await renderApp('/report');
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '실종 신고 목록' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: '초코' })).toBeInTheDocument();
    expect(
      within(cards[1]!).getByRole('heading', { name: '이름 없는 강아지' }),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText('경기도 수원시')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute(
      'src',
      '/api/lost-pet/images/reports/2026/10/abc_thumb.jpg',
    );
    expect(screen.queryByText('010-1234-5678')).not.toBeInTheDocument();
    expect(seen[0]?.get('size')).toBe('5');
    expect(seen[0]?.get('page')).toBe('0');
    expect(screen.getByRole('link', { name: '실종 신고하기' })).toHaveAttribute(
      'href',
      '/report/write',
    );
  });

  it('shows the empty message when nothing is found', async () => {
    serveList(0, []);
    await renderApp('/report');
    expect(await screen.findByText('등록된 실종 신고가 없습니다.')).toBeInTheDocument();
  });

  it('says a search found nothing, not that there are no reports', async () => {
    serveList(0, []);
    await renderApp('/report?keyword=푸들');
    expect(
      await screen.findByText(
        '검색 조건에 맞는 실종 신고가 없습니다. 조건을 바꿔 다시 검색해 보세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('등록된 실종 신고가 없습니다.')).not.toBeInTheDocument();
  });

  it('shows the failure without a loading text', async () => {
    server.use(
      http.get('/api/lost-pet/paged', () =>
        HttpResponse.json({ status: 'error', statusCode: 400, message: 'x' }, { status: 400 }),
      ),
    );
    await renderApp('/report');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('불러오는 중...')).not.toBeInTheDocument();
  });

  it('enables the district after a region and searches by region, district and keyword', async () => {
    const seen = serveList(2);
    const { user, router } = await renderApp('/report');
    await screen.findByText('총 2건');
    const district = screen.getByLabelText('시/군/구');
    expect(district).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
    expect(district).toBeEnabled();
    await user.selectOptions(district, '수원시');
    await user.type(screen.getByLabelText('검색어'), '초코');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByText('총 2건');
    const last = seen.at(-1);
    expect([last?.get('region'), last?.get('district'), last?.get('keyword')]).toEqual([
      '경기도',
      '수원시',
      '초코',
    ]);
    expect(router.state.location.search).toContain('region=');
    await user.selectOptions(screen.getByLabelText('시/도'), '서울특별시');
    expect(screen.getByLabelText('시/군/구')).toHaveValue('');
  });

  it('pages with first, previous, numbers, next and last', async () => {
    const seen = serveList(60);
    const { user } = await renderApp('/report');
    const nav = await screen.findByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).getAllByRole('button', { name: /페이지$/ })).toHaveLength(10);
    await user.click(within(nav).getByRole('button', { name: '3 페이지' }));
    await screen.findByText('총 60건');
    expect(seen.at(-1)?.get('page')).toBe('2');
    await user.click(within(nav).getByRole('button', { name: '마지막' }));
    expect(seen.at(-1)?.get('page')).toBe('11');
  });
});

describe('/report order (issue 26)', () => {
  it('lists the newest reports first, and keeps 오래된순 in the address when chosen', async () => {
    const seen = serveList(12);
    const { user, router } = await renderApp('/report');
    await screen.findByText('총 12건');
    const sort = screen.getByRole('combobox', { name: '정렬' });
    expect(sort).toHaveValue('newest');
    expect(seen.at(-1)?.get('sort')).toBe('newest');
    expect(seen.at(-1)?.get('order')).toBeNull();
    await user.selectOptions(sort, '오래된순');
    await screen.findByText('총 12건');
    expect(seen.at(-1)?.get('sort')).toBe('oldest');
    expect(router.state.location.search).toBe('?sort=oldest');
    // Paging keeps the order.
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(router.state.location.search).toBe('?sort=oldest&page=1');
    expect(seen.at(-1)?.get('sort')).toBe('oldest');
  });

  it('opens with the order the address names', async () => {
    const seen = serveList(2);
    await renderApp('/report?sort=oldest');
    await screen.findByText('총 2건');
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('oldest');
    expect(seen.at(-1)?.get('sort')).toBe('oldest');
  });
});
