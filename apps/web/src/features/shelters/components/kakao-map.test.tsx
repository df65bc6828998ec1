import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { breedsHandler, pagedHandler, regionsHandler } from '../../dogs/pages/dog-fixtures';
import { makeShelter, sheltersHandler } from '../testing/shelters-data';
import { fakeKakao } from '../testing/fake-kakao';

const shelters = [
  makeShelter(1, { careNm: '가나 보호소', careTel: '031-111-2222' }),
  makeShelter(2, { careNm: '다라 보호소' }),
  makeShelter(3, { careNm: '좌표없는 보호소', lat: null, lng: null }),
];

/** Serves the fake SDK to the loader's script tag for `url`. */
function serveSdk(url: string, sdk: ReturnType<typeof fakeKakao>) {
  window.__CHAJUL_MAP_SETTINGS__ = { kakaoKey: 'test-key', kakaoSdkUrl: url };
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    append(node);
    if (script.src?.includes(url)) {
      window.kakao = sdk.kakao;
      setTimeout(() => script.onload?.call(script, new Event('load')));
    }
    return node;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.__CHAJUL_MAP_SETTINGS__;
  delete window.kakao;
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the Kakao map provider', () => {
  it('draws 30×35 shelter markers at level 7, shows name and phone on hover and pans on a click', async () => {
    const sdk = fakeKakao();
    serveSdk('/kakao-sdk-a.js', sdk);
    server.use(sheltersHandler(shelters));
    const { user } = await renderApp('/shelters');
    const map = screen.getByRole('region', { name: '보호소 지도' });
    await waitFor(() => expect(map).toHaveAttribute('data-map-provider', 'kakao'));
    await waitFor(() => expect(sdk.markers.filter((m) => m.onMap)).toHaveLength(2));
    expect(sdk.markers.map((m) => m.size)).toEqual([
      [30, 35],
      [30, 35],
    ]);
    expect(sdk.container()?.dataset.level).toBe('7');
    expect(sdk.container()).toHaveAttribute('data-center-lat', '37.566500');

    act(() => sdk.fire(0, 'mouseover'));
    const shown = sdk.overlays.filter((o) => o.onMap);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.content).toHaveTextContent('가나 보호소031-111-2222');
    act(() => sdk.fire(0, 'mouseout'));
    expect(sdk.overlays.filter((o) => o.onMap)).toHaveLength(0);

    const list = screen.getByRole('list', { name: '보호소 목록' });
    await user.click(within(list).getByRole('button', { name: /다라 보호소/ }));
    expect(sdk.panned.at(-1)).toEqual([37.262, 127.02]);
    expect(sdk.container()).toHaveAttribute('data-center-lat', '37.262000');
    expect(sdk.overlays.filter((o) => o.onMap)[0]?.content).toHaveTextContent('다라 보호소');
  });

  it("opens a shelter's page on a click on its marker", async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1 } as GeolocationPositionError),
      },
    });
    const sdk = fakeKakao();
    serveSdk('/kakao-sdk-c.js', sdk);
    server.use(sheltersHandler(shelters));
    const { router } = await renderApp('/shelters');
    await waitFor(() => expect(sdk.markers.filter((m) => m.onMap)).toHaveLength(2));
    act(() => sdk.fire(0, 'mouseover'));
    expect(sdk.overlays.find((o) => o.onMap)?.content).toHaveTextContent(
      '표시를 누르면 보호소 페이지로 가요',
    );
    server.use(
      http.get('/api/shelters/:id', () => HttpResponse.json(shelters[0])),
      pagedHandler([]),
      breedsHandler([]),
      regionsHandler([]),
    );
    act(() => sdk.fire(0, 'click'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/shelters/${shelters[0]?.careRegNo}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '가나 보호소' })).toBeVisible();
  });

  it('puts a 40×40 marker at the user position', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 37.3, longitude: 127.1 } } as GeolocationPosition),
      },
    });
    const sdk = fakeKakao();
    serveSdk('/kakao-sdk-b.js', sdk);
    server.use(sheltersHandler(shelters));
    await renderApp('/shelters');
    await waitFor(() => expect(sdk.markers.find((m) => m.title === '내 위치')).toBeDefined());
    expect(sdk.markers.find((m) => m.title === '내 위치')).toMatchObject({
      size: [40, 40],
      position: [37.3, 127.1],
      onMap: true,
    });
  });
});
