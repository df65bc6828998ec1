import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { expectLoginGate } from '../../../test/gates';
import { server } from '../../../test/server';
import { inquiryDetail } from './inquiry-fixtures';

describe('/inquiry/write and /inquiry/edit', () => {
  it('shows a visitor a page saying why, with log-in and sign-up links that come back here', async () => {
    await renderApp('/inquiry/write');
    await expectLoginGate('문의하기', '/inquiry/write');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
  });

  it('brings a visitor back to the form once he has logged in from it', async () => {
    server.use(
      http.post('/auth/login', () => HttpResponse.json({ accessToken: 'a', user: testUser })),
    );
    const { user, router } = await renderApp('/inquiry/write');
    const main = within(screen.getByRole('main'));
    await user.click(await main.findByRole('link', { name: '로그인' }));
    await user.type(await screen.findByLabelText('아이디'), 'member1');
    await user.type(screen.getByLabelText('비밀번호'), 'Secret!pass1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByLabelText('제목')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inquiry/write');
  });

  it('writes a private inquiry and opens it', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/inquiries', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(inquiryDetail({ id: 4, isPublic: false }), { status: 201 });
      }),
      http.get('/api/inquiries/4', () => HttpResponse.json(inquiryDetail({ isPublic: false }))),
      http.get('/api/inquiries/4/replies', () => HttpResponse.json([])),
    );
    const { user, router } = await renderApp('/inquiry/write', { as: testUser });
    await user.type(await screen.findByLabelText('제목'), ' 사진 검색 문의 ');
    expect(screen.getByLabelText('내용')).toHaveAttribute('rows', '12');
    await user.type(screen.getByLabelText('내용'), '검색이 안 돼요');
    await user.click(screen.getByLabelText('비공개로 작성'));
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiry/4'));
    expect(sent).toEqual({ title: '사진 검색 문의', content: '검색이 안 돼요', isPublic: false });
  });

  it('requires title and content', async () => {
    const { user } = await renderApp('/inquiry/write', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '등록' }));
    expect(await screen.findByText('제목을 입력하세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 입력하세요.')).toBeInTheDocument();
  });

  it('shows "문의 등록 중 오류가 발생했습니다." when the server fails', async () => {
    server.use(
      http.post('/api/inquiries', () =>
        HttpResponse.json({ status: 'error', statusCode: 500, message: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp('/inquiry/write', { as: testUser });
    await user.type(await screen.findByLabelText('제목'), '제목');
    await user.type(screen.getByLabelText('내용'), '내용');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '문의 등록 중 오류가 발생했습니다.',
    );
  });

  it('edits the author’s own inquiry, private flag included', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/inquiries/4', () => HttpResponse.json(inquiryDetail({ isPublic: false }))),
      http.get('/api/inquiries/4/replies', () => HttpResponse.json([])),
      http.put('/api/inquiries/4', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(inquiryDetail());
      }),
    );
    const { user, router } = await renderApp('/inquiry/edit?id=4', { as: testUser });
    const title = await screen.findByLabelText('제목');
    expect(title).toHaveValue('문의 4');
    expect(screen.getByLabelText('비공개로 작성')).toBeChecked();
    await user.click(screen.getByLabelText('비공개로 작성'));
    await user.clear(title);
    await user.type(title, '고친 제목');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiry/4'));
    expect(sent).toEqual({
      title: '고친 제목',
      content: '강아지를 잃어버렸어요.\n도와주세요.',
      isPublic: true,
    });
  });

  it("refuses to edit someone else's inquiry", async () => {
    server.use(
      http.get('/api/inquiries/4', () => HttpResponse.json(inquiryDetail({ isAuthor: false }))),
      http.get('/api/inquiries/paged', () =>
        HttpResponse.json({ content: [], totalPages: 0, totalElements: 0, number: 1 }),
      ),
    );
    await renderApp('/inquiry/edit?id=4', { as: testUser });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('수정 권한이 없습니다.');
  });
});
