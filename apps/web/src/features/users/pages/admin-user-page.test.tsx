import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { expectLoginGate } from '../../../test/gates';
import { server } from '../../../test/server';
import { adminUserRow, contentPage, inquiryRow, reportRow } from '../test/fixtures';

const member = adminUserRow(11, { inquiryCount: 12, lostReportCount: 1 });

function memberHandlers() {
  const asked: string[] = [];
  server.use(
    http.get('/api/admin/users/paged', () => HttpResponse.json(contentPage([]))),
    http.get('/api/admin/users/11', () => HttpResponse.json(member)),
    http.get('/api/admin/users/11/inquiries', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(`inquiries:${page}`);
      return HttpResponse.json(contentPage([inquiryRow(page === 0 ? 1 : 11)], 12, page));
    }),
    http.get('/api/admin/users/11/lost-reports', () =>
      HttpResponse.json(contentPage([reportRow(5)])),
    ),
  );
  return asked;
}

describe('/adminpage/users/{id}', () => {
  it('shows a visitor why not, with log-in and sign-up links that come back here', async () => {
    await renderApp('/adminpage/users/11');
    await expectLoginGate('회원 상세', '/adminpage/users/11');
  });

  it("shows the member's profile, paged inquiries and reports", async () => {
    const asked = memberHandlers();
    const { user } = await renderApp('/adminpage/users/11', { as: testAdmin });
    const profile = await screen.findByRole('region', { name: 'member11' });
    expect(within(profile).getByText('member11@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '문의 1' })).toHaveAttribute(
      'href',
      '/inquiry/detail?id=1',
    );
    expect(screen.getByRole('link', { name: '서울특별시 강남구 초코5 실종' })).toHaveAttribute(
      'href',
      '/report/view/detail?id=5',
    );
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByRole('link', { name: '문의 11' })).toBeInTheDocument();
    expect(asked).toContain('inquiries:1');
  });

  it('deletes the member after the confirm and goes back to the admin page', async () => {
    memberHandlers();
    let deleted = false;
    server.use(
      http.delete('/api/admin/users/11', () => {
        deleted = true;
        return HttpResponse.json({ status: 'ok', message: '회원을 삭제했습니다.' });
      }),
    );
    const { user, router } = await renderApp('/adminpage/users/11', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '회원 삭제' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('정말 이 회원을 삭제하시겠습니까?');
    await user.click(screen.getByRole('button', { name: '확인' }));
    // A toast over the list it goes back to, not a modal (issue 38 item 17).
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/adminpage'));
    expect(await screen.findByRole('status')).toHaveTextContent('회원을 삭제했습니다.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('offers no delete on the admin’s own account', async () => {
    server.use(
      http.get('/api/admin/users/1', () =>
        HttpResponse.json(adminUserRow(1, { userid: 'admin', role: 'ADMIN' })),
      ),
      http.get('/api/admin/users/1/inquiries', () => HttpResponse.json(contentPage([]))),
      http.get('/api/admin/users/1/lost-reports', () => HttpResponse.json(contentPage([]))),
    );
    await renderApp('/adminpage/users/1', { as: testAdmin });
    expect(await screen.findByText('본인 계정은 여기서 삭제할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '회원 삭제' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a delete is refused', async () => {
    memberHandlers();
    server.use(
      http.delete('/api/admin/users/11', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 400, message: '이 회원은 삭제할 수 없습니다.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/adminpage/users/11', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '회원 삭제' }));
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이 회원은 삭제할 수 없습니다.',
    );
  });

  it('says so when the member cannot be loaded', async () => {
    server.use(
      http.get('/api/admin/users/99', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 404, message: '회원을 찾을 수 없습니다.' },
          { status: 404 },
        ),
      ),
      http.get('/api/admin/users/99/:list', () => HttpResponse.json(contentPage([]))),
    );
    const { user, router } = await renderApp('/adminpage/users/99', { as: testAdmin });
    expect(await screen.findByRole('alert')).toHaveTextContent('회원 정보를 불러오지 못했습니다.');
    server.use(http.get('/api/admin/users/paged', () => HttpResponse.json(contentPage([]))));
    await user.click(screen.getByRole('button', { name: '목록으로' }));
    expect(router.state.location.pathname).toBe('/adminpage');
  });

  it('sends a member to 마이페이지 without asking for the member', async () => {
    const asked = memberHandlers();
    const { router } = await renderApp('/adminpage/users/11', { as: testUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(asked).toEqual([]);
  });
});
