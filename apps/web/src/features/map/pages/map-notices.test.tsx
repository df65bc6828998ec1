import type { MapItem } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

const OFFICIAL =
  'https://www.animal.go.kr/front/awtis/loss/lossList.do?menuNo=1000100000&searchSDate=2026-10-02&searchEDate=2026-10-02&searchUpKindCd=417000';

const notice: MapItem = {
  kind: 'notice',
  id: 4,
  point: { lat: 37.27, lng: 127.02, approximate: true },
  title: '푸들',
  place: '경기도 수원시',
  date: '2026-10-02',
  imageUrl: null,
  officialUrl: OFFICIAL,
};

describe('/map: 국가동물보호정보시스템 분실 신고 (ADR 247)', () => {
  it('draws and lists the national notices, each opening the official site, with a kind to tick', async () => {
    server.use(
      http.get('/api/map', () => HttpResponse.json({ clusters: [], points: [notice], total: 1 })),
      http.get('/api/map/list', () =>
        HttpResponse.json({
          data: [notice],
          pagination: { meta: { totalPages: 1, currentPage: 0, totalItems: 1 } },
        }),
      ),
    );
    await renderApp('/map');
    const list = await screen.findByRole('list', { name: '지도에 보이는 제보' });
    const [row] = await within(list).findAllByRole('listitem');
    expect(within(row!).getByText('국가동물보호정보시스템 분실 신고')).toBeInTheDocument();
    const link = within(row!).getByRole('link');
    expect(link).toHaveAttribute('href', OFFICIAL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      await screen.findByTitle('국가동물보호정보시스템 분실 신고: 푸들 (대략적인 위치)'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: '국가동물보호정보시스템 분실 신고' }),
    ).toBeChecked();
  });
});
