import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { makeShelter, sheltersHandler } from '../testing/shelters-data';

const shelters = [
  ...Array.from({ length: 10 }, (_, i) => makeShelter(i + 1)),
  makeShelter(11, {
    careNm: '부천 보호소',
    careAddr: '경기도 부천시 오정구 소사로 779',
    lat: 37.52,
    lng: 126.8,
  }),
  makeShelter(12, {
    careNm: '마스킹 보호소',
    careTel: '031-***-1234',
    careAddr: '서울특별시 마포구 매봉산로 31',
  }),
  makeShelter(13, {
    careNm: '좌표없는 보호소',
    lat: null,
    lng: null,
    careAddr: '서울특별시 중구 세종대로 110',
  }),
];

function mockGeolocation(position: { lat: number; lng: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position === 'denied'
          ? fail({ code: 1, message: 'denied' } as GeolocationPositionError)
          : ok({
              coords: { latitude: position.lat, longitude: position.lng },
            } as GeolocationPosition),
    },
  });
}

afterEach(() => {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

const list = () => screen.getByRole('list', { name: '보호소 목록' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.firstChild?.textContent);

describe('/shelters', () => {
  it('lists 10 shelters a page with address and phone, and draws markers for those with a position', async () => {
    mockGeolocation('denied');
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    expect(await screen.findByText('총 13건')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '보호소 찾기' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list()).getByText('경기도 수원시 팔달로 1')).toBeInTheDocument();
    expect(
      within(list()).getByRole('link', { name: /^031-100-1001 보호소1에 전화하기$/ }),
    ).toHaveAttribute('href', 'tel:0311001001');

    const map = screen.getByRole('region', { name: '보호소 지도' });
    expect(map).toHaveAttribute('data-map-provider', 'leaflet');
    expect(map.querySelectorAll('img.shelter-marker')).toHaveLength(12);
    expect(within(map).getByText(/OpenStreetMap/)).toBeInTheDocument();
    expect(within(map).queryByAltText('내 위치')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getByText('031-***-1234')).toBeInTheDocument();
    expect(
      within(list()).queryByRole('link', { name: /마스킹 보호소에 전화하기/ }),
    ).not.toBeInTheDocument();
    expect(within(list()).getByText('지도 위치 정보 없음')).toBeInTheDocument();
  });

  it('searches by region, district and name or address', async () => {
    mockGeolocation('denied');
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    await screen.findByText('총 13건');
    const district = screen.getByLabelText('시/군/구');
    expect(district).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('시/도'), '경기도');
    await user.selectOptions(district, '부천시');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(names()).toEqual(['부천 보호소']);

    await user.selectOptions(screen.getByLabelText('시/도'), '서울특별시');
    await user.type(screen.getByLabelText('검색어'), '매봉산로');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(names()).toEqual(['마스킹 보호소']);

    await user.clear(screen.getByLabelText('검색어'));
    await user.type(screen.getByLabelText('검색어'), '없는이름');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색된 보호소가 없습니다.')).toBeInTheDocument();
  });

  it('sorts by distance once the position is known, shows it on the map, and puts unplaced shelters last', async () => {
    mockGeolocation({ lat: 37.52, lng: 126.81 });
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    expect(await screen.findByText(/가까운 순서/)).toBeInTheDocument();
    expect(names()[0]).toBe('부천 보호소');
    expect(within(list()).getAllByRole('listitem')[0]).toHaveTextContent('882m');
    const map = screen.getByRole('region', { name: '보호소 지도' });
    expect(within(map).getByAltText('내 위치')).toHaveClass('my-location-marker');
    await waitFor(() =>
      expect(map.querySelector('[data-center-lat]')).toHaveAttribute(
        'data-center-lat',
        '37.520000',
      ),
    );
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(names().at(-1)).toBe('좌표없는 보호소');
  });

  it('moves the map to a shelter when its list item is clicked', async () => {
    mockGeolocation('denied');
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    await screen.findByText('총 13건');
    const centre = () =>
      screen.getByRole('region', { name: '보호소 지도' }).querySelector('[data-center-lat]');
    expect(centre()).toHaveAttribute('data-center-lat', '37.566500');

    await user.click(within(list()).getByRole('button', { name: /보호소5/ }));
    await waitFor(() => expect(centre()).toHaveAttribute('data-center-lat', '37.265000'));
    expect(centre()).toHaveAttribute('data-center-lng', '127.020000');
    expect(within(list()).getByRole('button', { name: /보호소5/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('collapses and reopens the side panel', async () => {
    mockGeolocation('denied');
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    await screen.findByText('총 13건');
    await user.click(screen.getByRole('button', { name: '검색 패널 접기' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '검색 패널 펼치기' }));
    expect(screen.getByRole('search', { name: '보호소 검색' })).toBeInTheDocument();
  });

  it('switches a phone between the map and a list over it', async () => {
    mockGeolocation('denied');
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    await screen.findByRole('list', { name: '보호소 목록' });
    const views = screen.getByRole('group', { name: '보기 방식' });
    expect(within(views).getByRole('button', { name: '지도' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(views).getByRole('button', { name: '목록' }));
    expect(within(views).getByRole('button', { name: '목록' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(views).getByRole('button', { name: '지도' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(list()).toBeVisible();
  });
});
