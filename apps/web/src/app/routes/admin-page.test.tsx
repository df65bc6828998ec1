import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminUserRow,
  contentPage,
  inquiryRow,
  reportRow,
} from '../../features/users/test/fixtures';
import { adminPhotoSearchHandler, adminPhotoSearchStatus } from '../../features/search/test-data';
import { renderApp, testAdmin, testUser } from '../../test/render';
import { expectLoginGate } from '../../test/gates';
import { server } from '../../test/server';

const users = (rows = [adminUserRow(11), adminUserRow(12)], total = rows.length) =>
  http.get('/api/admin/users/paged', ({ request }) => {
    const url = new URL(request.url);
    const keyword = url.searchParams.get('keyword') ?? '';
    const page = Number(url.searchParams.get('page'));
    const found = rows.filter((r) => r.userid.includes(keyword) || r.nickname.includes(keyword));
    return HttpResponse.json(contentPage(found, keyword ? found.length : total, page));
  });

const reportsPage = (rows: ReturnType<typeof reportRow>[], totalPages = 1) => ({
  data: rows,
  pagination: { meta: { totalPages, currentPage: 0, totalItems: rows.length } },
});

beforeEach(() => {
  server.use(adminPhotoSearchHandler());
});

describe('/adminpage', () => {
  it('shows a visitor the way in, and sends a member to 마이페이지', async () => {
    const visitor = await renderApp('/adminpage');
    await expectLoginGate('관리자 페이지', '/adminpage');
    visitor.unmount();

    server.use(
      http.get('/api/mypage/lost-pets', () => HttpResponse.json(contentPage([]))),
      http.get('/api/mypage/inquiries', () => HttpResponse.json(contentPage([]))),
    );
    const member = await renderApp('/adminpage', { as: testUser });
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(member.router.state.location.pathname).toBe('/mypage');
    expect(screen.queryByRole('tab', { name: '회원 관리' })).not.toBeInTheDocument();
  });

  it("shows the admin's profile and the tabs", async () => {
    server.use(users());
    await renderApp('/adminpage', { as: { ...testAdmin, nickname: '', name: '운영자' } });
    const profile = await screen.findByRole('region', { name: '관리자 정보' });
    expect(within(profile).getByText('ADMIN')).toBeInTheDocument();
    expect(within(profile).getByText('운영자')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      '회원 관리',
      '신고 관리',
      '신고된 글',
      '문의 관리',
      '공지 관리',
      '데이터 가져오기',
      '실패한 작업',
      '열람 기록',
    ]);
  });

  it('shows above the tabs which photo model answers, how many dogs it indexed and where it searches', async () => {
    let auth: string | null = null;
    server.use(
      users(),
      http.get('/api/admin/photo-search', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(adminPhotoSearchStatus({ indexedDogs: 1234 }));
      }),
    );
    await renderApp('/adminpage', { as: testAdmin });
    const card = await screen.findByRole('region', { name: '사진 검색 모델' });
    expect(await within(card).findByText('mobilenetv2-cam-hellinger')).toBeInTheDocument();
    expect(within(card).getByText('1,234마리')).toBeInTheDocument();
    expect(within(card).getByText('pgvector')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByText(/모델 전환 중/)).not.toBeInTheDocument();
    expect(auth).toBe('Bearer test-access-token');
    expect(card.compareDocumentPosition(screen.getByRole('tablist'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('warns the admin when the fallback answers, with the reason, and shows a model switch', async () => {
    server.use(
      users(),
      adminPhotoSearchHandler(
        adminPhotoSearchStatus({
          model: 'colour-texture',
          version: 'v1',
          fallback: true,
          switchingTo: 'mobilenetv2-gem@2',
          wanted: 'mobilenetv2-cam-hellinger',
          reason: 'mobilenetv2-12-int8.onnx: file is missing',
          vectorSearch: 'memory',
        }),
      ),
    );
    await renderApp('/adminpage', { as: testAdmin });
    const card = await screen.findByRole('region', { name: '사진 검색 모델' });
    const warning = await within(card).findByRole('alert');
    expect(warning).toHaveTextContent(
      '사진 인식 모델을 불러오지 못해 지금은 색과 질감만으로 비교합니다.',
    );
    expect(warning).toHaveTextContent('원인: mobilenetv2-12-int8.onnx: file is missing');
    expect(warning).toHaveTextContent('불러오지 못한 모델: mobilenetv2-cam-hellinger');
    expect(within(card).getByText('colour-texture')).toBeInTheDocument();
    expect(within(card).getByText('메모리')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('모델 전환 중: mobilenetv2-gem@2');
  });

  it('searches members and links each to its detail', async () => {
    server.use(users([adminUserRow(11), adminUserRow(12, { nickname: '초코맘' })]));
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    expect(await screen.findByRole('link', { name: 'member11' })).toHaveAttribute(
      'href',
      '/adminpage/users/11',
    );
    await user.type(screen.getByLabelText('아이디 또는 닉네임'), '초코');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByRole('link', { name: 'member12' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'member11' })).not.toBeInTheDocument();
  });

  it('pages members 10 at a time', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => adminUserRow(i + 1));
    let asked = '';
    server.use(
      http.get('/api/admin/users/paged', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(contentPage(rows, 25));
      }),
    );
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '3 페이지' }));
    await vi.waitFor(() => expect(asked).toContain('page=2'));
    expect(asked).toContain('size=10');
  });

  it('deletes a member after the confirm and says so when it fails', async () => {
    let deleted = 0;
    server.use(
      users(),
      http.delete('/api/admin/users/:id', ({ params }) => {
        deleted = Number(params.id);
        return deleted === 12
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ status: 'ok', message: '회원을 삭제했습니다.' });
      }),
    );
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: 'member11 삭제' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('정말 이 회원을 삭제하시겠습니까?');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await vi.waitFor(() => expect(deleted).toBe(11));

    await user.click(screen.getByRole('button', { name: 'member12 삭제' }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '삭제 중 오류가 발생했습니다.',
    );
  });

  it('shows the member list failure', async () => {
    server.use(
      http.get('/api/admin/users/paged', () =>
        HttpResponse.json({ status: 'error', statusCode: 403, message: '권한' }, { status: 403 }),
      ),
    );
    await renderApp('/adminpage', { as: testAdmin });
    expect(await screen.findByRole('alert')).toHaveTextContent('회원 목록을 불러오지 못했습니다.');
  });

  it('lists reports with view and delete, explaining a refused delete', async () => {
    server.use(
      users(),
      http.get('/api/lost-pet/paged', () => HttpResponse.json(reportsPage([reportRow(3)], 12))),
      http.delete('/api/lost-pet/:id', () =>
        HttpResponse.json({ status: 'error', statusCode: 403, message: 'x' }, { status: 403 }),
      ),
    );
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    await user.click(await screen.findByRole('tab', { name: '신고 관리' }));
    const title = '서울특별시 강남구 초코3 실종';
    expect(await screen.findByRole('link', { name: `${title} 보기` })).toHaveAttribute(
      'href',
      '/report/view?id=3&from=admin',
    );
    const pages = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pages).getAllByRole('button', { name: /페이지$/ })).toHaveLength(10);
    expect(within(pages).getByRole('button', { name: '마지막' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: `${title} 삭제` }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('정말 삭제하시겠습니까?');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('삭제 권한이 없습니다.');
  });

  it('filters inquiries by status and offers to answer or view the answer', async () => {
    let status: string | null = null;
    server.use(
      users(),
      http.get('/api/inquiries/paged', ({ request }) => {
        status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(
          contentPage([
            inquiryRow(1),
            inquiryRow(2, { status: 'ANSWERED', answered: true, replyCount: 1 }),
          ]),
        );
      }),
    );
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    await user.click(await screen.findByRole('tab', { name: '문의 관리' }));
    expect(await screen.findByRole('link', { name: '문의 1 답변하기' })).toHaveAttribute(
      'href',
      '/inquiry/detail?id=1',
    );
    expect(screen.getByRole('link', { name: '문의 2 답변 보기' })).toHaveAttribute(
      'href',
      '/inquiry/detail?id=2',
    );
    await user.selectOptions(screen.getByLabelText('답변 상태'), '답변 완료');
    await vi.waitFor(() => expect(status).toBe('ANSWERED'));
  });

  it('shows the inquiry list failure', async () => {
    server.use(
      users(),
      http.get('/api/inquiries/paged', () =>
        HttpResponse.json({ status: 'error', statusCode: 400, message: 'x' }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    await user.click(await screen.findByRole('tab', { name: '문의 관리' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('문의 목록을 불러오지 못했습니다.');
  });
});

describe('/adminpage 실패한 작업', () => {
  const openJobsTab = async () => {
    server.use(users());
    const view = await renderApp('/adminpage', { as: testAdmin });
    await view.user.click(await screen.findByRole('tab', { name: '실패한 작업' }));
  };

  it('lists the background jobs that failed every try: what, when, how many tries and the error', async () => {
    server.use(
      http.get('/api/admin/failed-jobs', () =>
        HttpResponse.json({
          content: [
            {
              id: '7',
              name: 'send-mail',
              error: 'connect ECONNREFUSED 127.0.0.1:465',
              attempts: 6,
              failedAt: '2026-11-24T09:30:00.000Z',
            },
          ],
        }),
      ),
    );
    await openJobsTab();
    const table = await screen.findByRole('table', { name: '실패한 작업' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('메일 보내기')).toBeInTheDocument();
    expect(within(row).getByText('6번')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:465')).toBeInTheDocument();
  });

  it('says so when nothing failed', async () => {
    server.use(http.get('/api/admin/failed-jobs', () => HttpResponse.json({ content: [] })));
    await openJobsTab();
    expect(await screen.findByText('실패한 작업이 없습니다.')).toBeInTheDocument();
  });
});
