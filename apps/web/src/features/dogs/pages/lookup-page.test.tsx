import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { breedsHandler, makeDog, pagedHandler, regionsHandler } from './dog-fixtures';

const suwonJindo = Array.from({ length: 12 }, (_, i) => makeDog(i + 1));
const others = [
  makeDog(100, { jurisd: '경기도 용인시', species: '말티즈' }),
  makeDog(101, { species: '말티즈', state: '종료(입양)' }),
];
const all = [...suwonJindo, ...others];

beforeEach(() => {
  sessionStorage.clear();
  server.use(breedsHandler(['말티즈', '진도견']));
});

const cards = () => screen.getAllByRole('article');

describe('/lookup', () => {
  it('shows 9 cards a page from the server with the total and a 5-page window', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user } = await renderApp('/lookup');
    // The first render of the file loads the page's code.
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(cards()).toHaveLength(9);
    expect(screen.getByLabelText('시/도')).toHaveValue('경기도');
    expect(seen[0]?.get('size')).toBe('9');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(seen.at(-1)?.get('page')).toBe('1');
  });

  it('filters by city and breed on the server, sending jurisd as "경기도 {city}"', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 13건');
    await user.selectOptions(screen.getByLabelText('시/군/구'), '용인시');
    await user.selectOptions(await screen.findByLabelText('품종'), '말티즈');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(seen.at(-1)?.get('jurisd')).toBe('경기도 용인시');
    expect(seen.at(-1)?.get('species')).toBe('말티즈');
    const card = cards()[0]!;
    expect(within(card).getByText('말티즈')).toBeInTheDocument();
    expect(within(card).getByText('수원시동물보호센터')).toBeInTheDocument();
    expect(within(card).getByText('보호중')).toBeInTheDocument();
  });

  it('offers the one 시/도 that holds dogs as a choice, not a read-only field, and sends no jurisd', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    await renderApp('/lookup');
    await screen.findByText('총 13건');
    // Issue 38 item 17: a read-only 「경기도」 looked broken.
    const region = screen.getByRole('combobox', { name: '시/도' });
    expect(region).toHaveValue('경기도');
    expect(region).not.toHaveAttribute('readonly');
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['경기도']);
    expect(seen[0]?.has('jurisd')).toBe(false);
  });

  it('asks again for the 시/도 that hold dogs: a failed answer is retried, not kept as 경기도 alone', async () => {
    let asked = 0;
    server.use(
      pagedHandler(all),
      http.get('/api/dog-details/regions', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ message: '잠시 후 다시 시도해주세요.' }, { status: 503 })
          : HttpResponse.json(['서울특별시', '경기도']);
      }),
    );
    await renderApp('/lookup');
    const region = await screen.findByRole('combobox', { name: '시/도' });
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['서울특별시', '경기도']),
    );
  });

  it('offers the 시/도 that hold dogs after a nationwide import, 경기도 first chosen', async () => {
    const seoul = [
      makeDog(200, { jurisd: '서울특별시 강남구', number: '서울-강남-2026-00200' }),
      makeDog(201, { jurisd: '서울특별시 마포구', number: '서울-마포-2026-00201' }),
    ];
    const seen: URLSearchParams[] = [];
    server.use(regionsHandler(['서울특별시', '경기도']), pagedHandler([...all, ...seoul], seen));
    const { user } = await renderApp('/lookup');
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(seen.every((q) => q.get('jurisd') === '경기도')).toBe(true);
    const region = screen.getByRole('combobox', { name: '시/도' });
    expect(region).toHaveValue('경기도');
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['서울특별시', '경기도']);

    await user.selectOptions(region, '서울특별시');
    const city = screen.getByLabelText('시/군/구');
    expect(within(city).getByRole('option', { name: '마포구' })).toBeInTheDocument();
    expect(within(city).queryByRole('option', { name: '수원시' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    expect(seen.at(-1)?.get('jurisd')).toBe('서울특별시');

    await user.selectOptions(city, '마포구');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(seen.at(-1)?.get('jurisd')).toBe('서울특별시 마포구');
  });

  it('alerts the search failure and empties the results', async () => {
    server.use(
      http.get('/api/dog-details/paged', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 500, message: '서버 오류' },
          { status: 500 },
        ),
      ),
    );
    await renderApp('/lookup');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '검색 중 오류가 발생했습니다.',
    );
    expect(screen.getByText('총 0건')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('keeps the filters, page and results when a detail opens and restores them on back', async () => {
    server.use(
      pagedHandler(all),
      http.get('/api/dog-details/:id', () => HttpResponse.json(makeDog(10))),
    );
    const { user, router } = await renderApp('/lookup');
    await screen.findByText('총 13건');
    await user.selectOptions(screen.getByLabelText('시/군/구'), '수원시');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByText('총 12건');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cards()[0]!).getByRole('link', { name: /상세보기/ }));
    expect(await screen.findByRole('heading', { name: '유기견 상세 정보' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lookup/10');

    await user.click(await screen.findByRole('button', { name: '목록으로' }));
    expect(await screen.findByText('총 12건')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lookup');
    expect(screen.getByLabelText('시/군/구')).toHaveValue('수원시');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(cards()).toHaveLength(3);
  });

  it('starts a fresh search when entered from the menu rather than by back', async () => {
    server.use(pagedHandler(all));
    const { router } = await renderApp('/adopt/process');
    await screen.findByRole('heading', { name: '입양 절차 안내' });
    await act(() => router.navigate('/lookup'));
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(screen.getByLabelText('시/군/구')).toHaveValue('');
  });

  it('keeps the filters in the URL: they apply on change, survive a reload and lift 보호중 on 전체', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user, router } = await renderApp('/lookup');
    await screen.findByText('총 13건');
    expect(seen.at(-1)?.get('state')).toBe('보호중');
    await user.selectOptions(screen.getByLabelText('크기'), '소형');
    await waitFor(() => expect(seen.at(-1)?.get('sizeClass')).toBe('소형'));
    await user.selectOptions(screen.getByLabelText('색상'), '검정');
    await user.type(screen.getByLabelText('발견일 (부터)'), '2026-10-01');
    await waitFor(() => expect(seen.at(-1)?.get('foundFrom')).toBe('2026-10-01'));
    expect(seen.at(-1)?.get('color')).toBe('검정');
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toContain('sizeClass=');

    // A reload (or a shared link) opens the very same search.
    const reloaded: URLSearchParams[] = [];
    server.use(pagedHandler(all, reloaded));
    await renderApp(url);
    await waitFor(() => expect(reloaded.at(-1)?.get('color')).toBe('검정'));
    expect(reloaded.at(-1)?.get('sizeClass')).toBe('소형');
    expect(reloaded.at(-1)?.get('foundFrom')).toBe('2026-10-01');
  });

  it('shows every state when 전체 is chosen', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user } = await renderApp('/lookup');
    await screen.findByText('총 13건');
    await user.selectOptions(screen.getByLabelText('보호 상태'), '전체');
    expect(await screen.findByText('총 14건')).toBeInTheDocument();
    expect(seen.at(-1)?.has('state')).toBe(false);
  });
});
