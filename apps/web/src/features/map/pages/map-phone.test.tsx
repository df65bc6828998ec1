import type { SavedSearch } from '@chajul/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../../test/phone';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';

/** Answers the map and its list with nothing, recording the map's queries. */
function answer() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/map', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ clusters: [], points: [], total: 0 });
    }),
    http.get('/api/map/list', () =>
      HttpResponse.json({
        data: [],
        pagination: { meta: { totalPages: 0, currentPage: 0, totalItems: 0 } },
      }),
    ),
  );
  return queries;
}

/** The middle of the first view the map asked for. */
async function firstCentre(queries: URLSearchParams[]) {
  await waitFor(() => expect(queries.length).toBeGreaterThan(0));
  const [w, s, e, n] = queries[0]!.get('bbox')!.split(',').map(Number) as number[];
  return { lat: (s! + n!) / 2, lng: (w! + e!) / 2 };
}

/** jsdom lays nothing out: the map's box gets a phone's size, so Leaflet fits the area in it. */
function sizedBoxes() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
}

afterEach(() => vi.restoreAllMocks());

describe('/map on a phone (ADR 232)', () => {
  it('puts the map first and the filters in a 「필터」 dialog; Back undoes a change', async () => {
    onPhone();
    answer();
    const { user, router } = await renderApp('/map');
    expect(await screen.findByRole('region', { name: '실종·발견·목격 지도' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '실종' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '필터' }));
    const sheet = await screen.findByRole('dialog', { name: '필터' });
    await user.click(within(sheet).getByRole('checkbox', { name: '실종' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kinds=found%2Cseen%2Cshelter%2Cnotice'),
    );
    await user.click(within(sheet).getByRole('button', { name: '결과 보기' }));
    expect(screen.getByRole('button', { name: '필터 1개 적용됨' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/map');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: '필터' })).toBeInTheDocument();
  });
});

describe('/map opens on the reader’s area (ADR 232)', () => {
  it('starts over 경기도, the 시/도 the lists start at, rather than the whole country', async () => {
    sizedBoxes();
    const queries = answer();
    await renderApp('/map');
    const { lat, lng } = await firstCentre(queries);
    expect(lat).toBeGreaterThan(37.0);
    expect(lat).toBeLessThan(37.9);
    expect(lng).toBeGreaterThan(126.7);
    expect(lng).toBeLessThan(127.6);
    // Whole-country is zoom 6 or 7; 경기도 fills a phone's map at 8.
    expect(Number(queries[0]!.get('zoom'))).toBeGreaterThanOrEqual(8);
  });

  it('starts over the 시/도 an import holds when 경기도 is not among them', async () => {
    server.use(http.get('/api/dog-details/regions', () => HttpResponse.json(['부산광역시'])));
    sizedBoxes();
    const queries = answer();
    await renderApp('/map');
    const { lat, lng } = await firstCentre(queries);
    expect(Math.abs(lat - 35.17)).toBeLessThan(0.2);
    expect(Math.abs(lng - 129.07)).toBeLessThan(0.2);
  });

  it('starts at the place of a member’s saved search', async () => {
    const saved: SavedSearch = {
      id: 5,
      kind: 'filters',
      page: 'lookup',
      filters: { jurisd: '서울특별시 마포구' },
      threshold: null,
      paused: false,
      lastDigestAt: null,
      createdAt: '2026-11-20T00:00:00.000Z',
    };
    server.use(
      http.get('/api/mypage/saved-searches', () => HttpResponse.json({ searches: [saved] })),
    );
    sizedBoxes();
    const queries = answer();
    await renderApp('/map', { as: testUser });
    const { lat, lng } = await firstCentre(queries);
    expect(Math.abs(lat - 37.5663)).toBeLessThan(0.02);
    expect(Math.abs(lng - 126.9019)).toBeLessThan(0.02);
  });
});
