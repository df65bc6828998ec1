import type { SightingListItem } from '@chajul/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { detailHandler, makeReport } from '../test/report-fixtures';

const sighting = (id: number, over: Partial<SightingListItem> = {}): SightingListItem => ({
  id,
  kind: 'SEEN',
  status: 'OPEN',
  seenAt: '2026-10-04T22:00:00.000Z',
  region: '경기도',
  district: '수원시',
  place: '광교호수공원 정문 앞',
  point: { lat: 37.285, lng: 127.064, approximate: false },
  breed: '말티즈',
  colour: '흰색',
  size: '소형',
  gender: '암컷',
  collar: null,
  imagePath: `/sightings/2026/10/s${id}_thumb.jpg`,
  authorName: '이웃',
  lostReportId: null,
  createdAt: '2026-10-04T22:10:00.000Z',
  ...over,
});

const timeline = (id: number, data: SightingListItem[]) =>
  http.get(`/api/lost-pet/${id}/sightings`, () => HttpResponse.json({ data }));

describe("a lost report's found and seen reports", () => {
  it('lists them oldest first, with kind, time, place, photo and a link to each', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(
      detailHandler(report),
      timeline(report.id, [
        sighting(5),
        sighting(6, {
          kind: 'FOUND',
          seenAt: '2026-10-06T01:30:00.000Z',
          place: '수원역 2번 출구',
          imagePath: null,
          point: { lat: 37.2636, lng: 127.0286, approximate: true },
        }),
      ]),
    );
    await renderApp(`/report/view?id=${report.id}`);
    const list = await screen.findByRole('list', { name: '제보 시간순 목록' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/sighting/view?id=5');
    expect(first).toHaveTextContent('목격 · 2026-10-05 07:00');
    expect(first).toHaveTextContent('경기도 수원시 광교호수공원 정문 앞');
    expect(within(first!).getByRole('img', { name: '목격 제보 사진' })).toHaveAttribute(
      'src',
      '/api/sightings/images/sightings/2026/10/s5_thumb.jpg',
    );
    expect(first).not.toHaveTextContent('대략적인 위치');
    expect(second).toHaveAttribute('href', '/sighting/view?id=6');
    expect(second).toHaveTextContent('발견 · 2026-10-06 10:30');
    expect(second).toHaveTextContent('대략적인 위치');
    expect(within(second!).getByRole('img', { name: '발견 제보 사진' })).toHaveAttribute(
      'src',
      '/images/default-dog.svg',
    );
  });

  it('puts them on a small map with the lost place, marking the approximate ones', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(
      detailHandler(report),
      timeline(report.id, [
        sighting(5),
        sighting(6, { point: { lat: 37.2636, lng: 127.0286, approximate: true } }),
        sighting(7, { point: null }),
      ]),
    );
    await renderApp(`/report/view?id=${report.id}`);
    const map = await screen.findByRole('region', { name: '제보 위치 지도' });
    const exact = within(map).getByAltText('목격 제보: 광교호수공원 정문 앞 · 2026-10-05 07:00');
    expect(exact).toHaveClass('sighting-marker');
    expect(exact).not.toHaveClass('approximate');
    const approximate = within(map).getByAltText(
      '목격 제보: 광교호수공원 정문 앞 · 2026-10-05 07:00 (대략적인 위치)',
    );
    expect(approximate).toHaveClass('approximate');
    expect(within(map).getByAltText('실종 장소: 경기도 수원시 (대략적인 위치)')).toHaveClass(
      'lost-marker',
    );
    // A sighting without any place is in the list, not on the map.
    expect(map.querySelectorAll('img.sighting-marker')).toHaveLength(2);
  });

  it('says so when nobody has reported seeing the dog yet, and draws no map', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(detailHandler(report), timeline(report.id, []));
    await renderApp(`/report/view?id=${report.id}`);
    expect(await screen.findByText('아직 이 강아지를 봤다는 제보가 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '제보 위치 지도' })).toBeNull();
  });
});
