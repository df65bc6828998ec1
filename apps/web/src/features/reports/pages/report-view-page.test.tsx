import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import {
  detailHandler,
  errorBody,
  makeReport,
  reportWithPhotos,
  storedPhotos,
} from '../test/report-fixtures';

const emptyList = http.get('/api/lost-pet/paged', () =>
  HttpResponse.json({
    data: [],
    pagination: { meta: { totalPages: 0, currentPage: 0, totalItems: 0 } },
  }),
);

describe('/report/view', () => {
  it('shows the reporter, the animal and the contact notice, with 정보 없음 for missing fields', async () => {
    const report = makeReport({ species: null, gender: null, content: null, dogName: null });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`);
    const reporter = await screen.findByRole('region', { name: '신고자 정보' });
    expect(within(reporter).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
      'href',
      'tel:010-1234-5678',
    );
    expect(within(reporter).getByText('멍멍이집사')).toBeInTheDocument();
    const animal = screen.getByRole('region', { name: '실종 동물 정보' });
    expect(within(animal).getByText('이름 없는 강아지')).toBeInTheDocument();
    // Name-less fields, and the issue 26 ones (look, time, place in words) not given.
    expect(within(animal).getAllByText('정보 없음')).toHaveLength(8);
    expect(screen.getByRole('region', { name: '연락 안내' })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      '/api/lost-pet/images/reports/2026/10/abc.jpg',
    );
  });

  it('shows the cover large and the other photos as thumbnails that show large when chosen', async () => {
    const report = reportWithPhotos(storedPhotos(3));
    server.use(detailHandler(report));
    const { user } = await renderApp(`/report/view?id=${report.id}`);
    const large = await screen.findByRole('img', { name: '초코 사진 1/3' });
    expect(large).toHaveAttribute('src', '/api/lost-pet/images/reports/2026/10/p1.jpg');
    const thumbs = within(screen.getByRole('list', { name: '사진 목록' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual([
      '사진 1 크게 보기',
      '사진 2 크게 보기',
      '사진 3 크게 보기',
    ]);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '사진 2 크게 보기' }));
    expect(screen.getByRole('img', { name: '초코 사진 2/3' })).toHaveAttribute(
      'src',
      '/api/lost-pet/images/reports/2026/10/p2.jpg',
    );
    expect(screen.getByRole('button', { name: '사진 2 크게 보기' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows one photo without thumbnails', async () => {
    const one = reportWithPhotos(storedPhotos(1), { dogName: '콩이' });
    server.use(detailHandler(one));
    await renderApp(`/report/view?id=${one.id}`);
    expect(await screen.findByRole('img', { name: '콩이 사진' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '사진 목록' })).not.toBeInTheDocument();
  });

  it('shows the default picture for a report without photos', async () => {
    const none = reportWithPhotos([]);
    server.use(detailHandler(none));
    await renderApp(`/report/view?id=${none.id}`);
    expect(await screen.findByRole('img', { name: '초코 사진' })).toHaveAttribute(
      'src',
      '/images/default-dog.svg',
    );
  });

  it('shows neither edit nor delete to a visitor or another member', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(detailHandler(report));
    await renderApp(`/report/view?id=${report.id}`, { as: testUser });
    await screen.findByRole('heading', { name: report.title });
    expect(screen.queryByRole('link', { name: '수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('lets the author edit and delete after the confirm, then returns to the list', async () => {
    const report = makeReport();
    let deleted = false;
    server.use(
      detailHandler(report),
      emptyList,
      http.delete(`/api/lost-pet/${report.id}`, () => {
        deleted = true;
        return HttpResponse.json({
          status: 'ok',
          message: '실종 신고가 삭제되었습니다.',
          id: report.id,
        });
      }),
    );
    const { user, router } = await renderApp(`/report/view?id=${report.id}&from=list`, {
      as: testUser,
    });
    expect(await screen.findByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      `/report/edit?id=${report.id}&from=list`,
    );
    await user.click(screen.getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('정말 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(deleted).toBe(false);
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/report'));
    expect(deleted).toBe(true);
  });

  it('gives its author the buttons after they log in, though they first read it as a visitor', async () => {
    const report = makeReport();
    server.use(
      detailHandler(report),
      http.post('/auth/login', () =>
        HttpResponse.json({ accessToken: 'access-1', user: testUser }),
      ),
    );
    const { user, router } = await renderApp(`/report/view?id=${report.id}`);
    await screen.findByRole('heading', { name: report.title });
    expect(screen.queryByRole('link', { name: '수정' })).not.toBeInTheDocument();
    await router.navigate('/login');
    await user.type(await screen.findByLabelText('아이디'), testUser.userid);
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!pass1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate(`/report/view?id=${report.id}`);
    expect(await screen.findByRole('link', { name: '수정' })).toBeInTheDocument();
  });

  it('gives an admin the delete button only, and shows the server’s refusal', async () => {
    const report = makeReport({ isAuthor: false });
    server.use(
      detailHandler(report),
      http.delete(`/api/lost-pet/${report.id}`, () => errorBody(403, '삭제 권한이 없습니다.')),
    );
    const { user } = await renderApp(`/report/view/detail?id=${report.id}`, { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    expect(screen.queryByRole('link', { name: '수정' })).not.toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('삭제 권한이 없습니다.'),
    );
  });

  it('says so when the report does not exist', async () => {
    server.use(detailHandler(makeReport()));
    await renderApp('/report/view?id=424242');
    expect(await screen.findByText('실종 신고를 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/report');
  });
});

describe('/report/how', () => {
  it('guides through the steps, links to the shelters and lists the hotlines', async () => {
    await renderApp('/report/how');
    expect(screen.getByRole('heading', { level: 1, name: '신고 방법 안내' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: '신고 순서' })).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(
      within(steps[2]!).getByRole('heading', { name: '찾아줄개에 실종 신고를 올리세요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '가까운 보호소 찾기' })).toHaveAttribute(
      'href',
      '/shelters',
    );
    expect(screen.getByText(/정부민원안내콜센터 120/)).toBeInTheDocument();
  });
});
