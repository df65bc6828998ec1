import type { MapItem } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

const lost: MapItem = {
  kind: 'lost',
  id: 7,
  point: { lat: 37.285, lng: 127.06, approximate: true },
  title: '광교에서 잃어버린 초코',
  place: '경기도 수원시 광교호수공원',
  date: '2026-10-03',
  imageUrl: null,
};
const found: MapItem = {
  kind: 'found',
  id: 3,
  point: { lat: 37.2839, lng: 127.0656, approximate: false },
  title: '말티즈',
  place: '경기도 수원시 광교호수공원 정문 앞',
  date: '2026-10-05',
  imageUrl: null,
};

/** Answers the map and its list with the same items, recording each query. */
function answer(items: MapItem[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/map', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ clusters: [], points: items, total: items.length });
    }),
    http.get('/api/map/list', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: items,
        pagination: { meta: { totalPages: 1, currentPage: 0, totalItems: items.length } },
      });
    }),
  );
  return queries;
}

function geolocation(result: { lat: number; lng: number } | 'refused') {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback) => {
    if (result === 'refused')
      fail?.({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
    else ok({ coords: { latitude: result.lat, longitude: result.lng } } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/map', () => {
  it('lists what the map shows, marks approximate places 대략적인 위치 and links each to its page', async () => {
    answer([found, lost]);
    await renderApp('/map');
    expect(await screen.findByRole('heading', { name: '지도', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '실종·발견·목격 지도' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '지도에 보이는 제보' });
    const [first, second] = await within(list).findAllByRole('listitem');
    expect(within(first!).getByText('발견')).toBeInTheDocument();
    expect(within(first!).queryByText('대략적인 위치')).not.toBeInTheDocument();
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/sighting/view?id=3');
    expect(within(second!).getByText('대략적인 위치')).toBeInTheDocument();
    expect(within(second!).getByRole('link')).toHaveAttribute('href', '/report/view?id=7');
    expect(screen.getByText('지도 안에 2건')).toBeInTheDocument();
    // The pins: one per item, the approximate one said so.
    expect(
      await screen.findByTitle('실종: 광교에서 잃어버린 초코 (대략적인 위치)'),
    ).toBeInTheDocument();
    expect(screen.getByTitle('발견: 말티즈')).toBeInTheDocument();
  });

  it('asks the map and the list for the kinds ticked and the days, and keeps them in the address', async () => {
    const queries = answer([]);
    const { user, router } = await renderApp('/map');
    await user.click(await screen.findByRole('checkbox', { name: '실종' }));
    await user.click(screen.getByRole('checkbox', { name: '보호소' }));
    await waitFor(() => expect(queries.at(-1)?.get('kinds')).toBe('found,seen,notice'));
    expect(router.state.location.search).toBe('?kinds=found%2Cseen%2Cnotice');
    const paths = new Set(queries.slice(-2).map((q) => q.has('page')));
    expect(paths).toEqual(new Set([true, false]));
    await user.type(screen.getByLabelText('시작 날짜'), '2026-10-01');
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2026-10-01'));
    expect(router.state.location.search).toContain('from=2026-10-01');
  });

  it('near me sends the position and the radius once the browser gives it', async () => {
    geolocation({ lat: 37.2846, lng: 127.0612 });
    const queries = answer([found]);
    const { user } = await renderApp('/map?kinds=lost,found');
    await user.click(await screen.findByRole('radio', { name: '3km' }));
    await waitFor(() => expect(queries.at(-1)?.get('radiusKm')).toBe('3'));
    expect(queries.at(-1)?.get('lat')).toBe('37.28460');
    expect(queries.at(-1)?.get('lng')).toBe('127.06120');
    expect(queries.at(-1)?.get('kinds')).toBe('lost,found');
  });

  it('says in Korean why near me cannot work when location is refused', async () => {
    geolocation('refused');
    const queries = answer([]);
    await renderApp('/map?near=10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '위치 권한이 없어 내 주변을 볼 수 없어요.',
    );
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.every((q) => !q.has('radiusKm'))).toBe(true);
  });

  it('is reached from the lost-report board as 지도로 보기, filtered to lost reports', async () => {
    await renderApp('/report');
    expect(await screen.findByRole('link', { name: '지도로 보기' })).toHaveAttribute(
      'href',
      '/map?kinds=lost',
    );
  });
});
