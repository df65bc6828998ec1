import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { breedsHandler, makeDog, pagedHandler, regionsHandler } from './dog-fixtures';

const all = [
  makeDog(1, { foundLocation: '수원시 중앙공원 산책로' }),
  makeDog(2, { state: '종료(입양)' }),
  makeDog(3, { species: '말티즈', foundLocation: '수원시 버스터미널 인근' }),
  makeDog(4, { state: '보호중(공고중)' }),
];

beforeEach(() => server.use(breedsHandler(['말티즈', '진도견'])));

describe('/adopt', () => {
  it('lists only dogs in care, with the disclaimer', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    await renderApp('/adopt');
    expect(await screen.findByText('총 3건')).toBeInTheDocument();
    expect(seen[0]?.get('state')).toBe('보호중');
    expect(screen.queryByText('종료(입양)')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        '본 서비스는 입양 업무를 직접 진행하지 않습니다. 입양 문의는 각 보호소로 연락해주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('searches the keyword on Enter and a breed as soon as it is chosen', async () => {
    const seen: URLSearchParams[] = [];
    server.use(pagedHandler(all, seen));
    const { user } = await renderApp('/adopt');
    await screen.findByText('총 3건');
    expect(screen.queryByRole('button', { name: '검색' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('검색어'), '터미널');
    expect(screen.getByText('총 3건')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('검색어'));
    await user.selectOptions(screen.getByLabelText('품종'), '진도견');
    expect(await screen.findByText('총 2건')).toBeInTheDocument();
    expect(seen.at(-1)?.get('species')).toBe('진도견');
    expect(seen.at(-1)?.get('state')).toBe('보호중');
  });

  it('lists the dogs in care of the 시/도 chosen when dogs of several are listed', async () => {
    const seen: URLSearchParams[] = [];
    const busan = makeDog(30, { jurisd: '부산광역시 해운대구' });
    server.use(regionsHandler(['경기도', '부산광역시']), pagedHandler([...all, busan], seen));
    const { user } = await renderApp('/adopt');
    expect(await screen.findByText('총 3건')).toBeInTheDocument();
    expect(seen.at(-1)?.get('jurisd')).toBe('경기도');
    await user.selectOptions(screen.getByRole('combobox', { name: '시/도' }), '부산광역시');
    expect(await screen.findByText('총 1건')).toBeInTheDocument();
    expect(seen.at(-1)?.get('jurisd')).toBe('부산광역시');
    expect(seen.at(-1)?.get('state')).toBe('보호중');
  });

  it('shows the empty text when nothing is in care', async () => {
    server.use(pagedHandler([makeDog(9, { state: '종료(반환)' })]));
    await renderApp('/adopt');
    expect(await screen.findByText('입양 가능한 동물이 없습니다.')).toBeInTheDocument();
  });
});

describe('dog detail', () => {
  it('shows the notice, found and animal sections with "-" for what is missing', async () => {
    server.use(
      http.get('/api/dog-details/7', () =>
        HttpResponse.json(
          makeDog(7, { color: null, age: null, createdAt: '2026-11-05T03:00:00.000Z' }),
        ),
      ),
    );
    await renderApp('/adopt/7');
    expect(screen.getByText('불러오는 중...')).toBeInTheDocument();
    const notice = await screen.findByRole('region', { name: '공고 정보' });
    expect(within(notice).getByText('경기-수원-2026-00007')).toBeInTheDocument();
    expect(within(notice).getByText('2026-11-05')).toBeInTheDocument();
    expect(within(notice).getByText('보호중')).toBeInTheDocument();
    const found = screen.getByRole('region', { name: '발견 정보' });
    expect(within(found).getByText('수원시 중앙공원 산책로')).toBeInTheDocument();
    expect(within(found).getByText('경기도 수원시')).toBeInTheDocument();
    const animal = screen.getByRole('region', { name: '동물 정보' });
    expect(within(animal).getAllByText('-')).toHaveLength(2);
    expect(within(animal).getByText('아니오')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '진도견 사진' })).toHaveAttribute(
      'src',
      '/images/default-dog.svg',
    );
  });

  it('goes back to its own list when opened directly', async () => {
    server.use(
      http.get('/api/dog-details/7', () => HttpResponse.json(makeDog(7))),
      pagedHandler(all),
    );
    const { user, router } = await renderApp('/adopt/7');
    await user.click(await screen.findByRole('button', { name: '목록으로' }));
    expect(router.state.location.pathname).toBe('/adopt');
  });

  it('says so when the dog does not exist', async () => {
    server.use(
      http.get('/api/dog-details/404', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 404, message: '유기견 정보를 찾을 수 없습니다.' },
          { status: 404 },
        ),
      ),
    );
    await renderApp('/lookup/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('유기견 정보를 찾을 수 없습니다.');
  });
});

describe('/adopt/process', () => {
  it('shows the 6 steps, registration within 30 days and the 120 hotline', async () => {
    await renderApp('/adopt/process');
    const steps = await screen.findByRole('region', { name: '입양 절차 6단계' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    expect(
      screen.getByText('입양한 동물은 입양 후 30일 이내에 반드시 동물등록을 해야 합니다.'),
    ).toBeInTheDocument();
    expect(screen.getByText('정부민원안내콜센터 120')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '자주 묻는 질문' })).toBeInTheDocument();
  });
});
