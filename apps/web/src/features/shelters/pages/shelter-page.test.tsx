import type { Shelter } from '@chajul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import {
  breedsHandler,
  makeDog,
  pagedHandler,
  regionsHandler,
} from '../../dogs/pages/dog-fixtures';
import { makeShelter, sheltersHandler } from '../testing/shelters-data';

const shelterHandler = (shelter: Shelter) =>
  http.get('/api/shelters/:careRegNo', ({ params }) =>
    params.careRegNo === shelter.careRegNo
      ? HttpResponse.json(shelter)
      : HttpResponse.json({ message: '보호소 정보를 찾을 수 없습니다.' }, { status: 404 }),
  );

const suwon = makeShelter(1, {
  careRegNo: '341399202200002',
  careNm: '수원시동물보호센터',
  careTel: '031-123-4567',
  weekendOprStime: '10:00',
  weekendOprEtime: '16:00',
});

function serve(shelter: Shelter, dogs = [makeDog(1), makeDog(2, { species: '말티즈' })]) {
  const seen: URLSearchParams[] = [];
  server.use(
    shelterHandler(shelter),
    pagedHandler(dogs, seen),
    breedsHandler(['말티즈', '진도견']),
    regionsHandler(['경기도']),
  );
  return seen;
}

describe('/shelters/:shelterId', () => {
  it('shows the name, hours, a tel: link, a small map and the dogs in care of the shelter', async () => {
    const seen = serve(suwon);
    await renderApp('/shelters/341399202200002');
    expect(
      await screen.findByRole('heading', { level: 1, name: '수원시동물보호센터' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '031-123-4567' })).toHaveAttribute(
      'href',
      'tel:0311234567',
    );
    expect(screen.getByText('09:00 ~ 18:00')).toBeInTheDocument();
    expect(screen.getByText('10:00 ~ 16:00')).toBeInTheDocument();
    expect(screen.getByText('일요일')).toBeInTheDocument();

    const dogs = screen.getByRole('region', { name: '보호 중인 동물' });
    expect(await within(dogs).findByText('총 2건')).toBeInTheDocument();
    expect(
      within(dogs).getByRole('article', { name: '말티즈 경기-수원-2026-00002' }),
    ).toBeInTheDocument();
    expect(seen[0]?.get('shelterId')).toBe('341399202200002');
    expect(seen[0]?.get('state')).toBe('보호중');

    const map = await screen.findByRole('region', { name: '보호소 위치 지도' });
    expect(within(map).getByRole('button', { name: '수원시동물보호센터' })).toBeInTheDocument();
  });

  it('shows no map and no error for a shelter without coordinates, and says it has no phone', async () => {
    serve({ ...suwon, lat: null, lng: null, careTel: null });
    await renderApp('/shelters/341399202200002');
    await screen.findByRole('heading', { level: 1, name: '수원시동물보호센터' });
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    expect(screen.getByText('전화번호 없음')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '보호소 위치 지도' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so for an unknown shelter', async () => {
    serve(suwon);
    await renderApp('/shelters/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('보호소 정보를 찾을 수 없습니다.');
  });

  it('offers 입양 문의 on each card, calling the shelter', async () => {
    serve(suwon);
    await renderApp('/shelters/341399202200002');
    const card = await screen.findByRole('article', { name: '진도견 경기-수원-2026-00001' });
    expect(within(card).getByRole('link', { name: /^입양 문의/ })).toHaveAttribute(
      'href',
      'tel:0311234567',
    );
  });
});

describe('the shelter map', () => {
  it('links each listed shelter to its page', async () => {
    serve(suwon);
    server.use(sheltersHandler([makeShelter(2), suwon]));
    const { user } = await renderApp('/shelters');
    const list = await screen.findByRole('list', { name: '보호소 목록' });
    const link = await within(list).findByRole('link', {
      name: '보호소 페이지 수원시동물보호센터',
    });
    expect(link).toHaveAttribute('href', '/shelters/341399202200002');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: '수원시동물보호센터' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('총 2건')).toBeInTheDocument());
  });
});
