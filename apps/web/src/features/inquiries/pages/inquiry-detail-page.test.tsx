import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { contentPage, inquiryDetail, reply } from './inquiry-fixtures';
import type { InquiryReply } from '@chajul/contracts';

const forbidden = () =>
  HttpResponse.json(
    { status: 'error', statusCode: 403, message: '비공개 글은 작성자만 볼 수 있습니다.' },
    { status: 403 },
  );

/** A tiny in-memory reply store, so a test sees what the admin just did. */
function serveInquiry(initial: InquiryReply[] = [], detail = inquiryDetail()) {
  const replies = [...initial];
  const calls: { method: string; body?: unknown }[] = [];
  server.use(
    http.get('/api/inquiries/4', () =>
      HttpResponse.json({
        ...detail,
        replyCount: replies.length,
        answered: replies.length > 0,
        status: replies.length > 0 ? 'ANSWERED' : 'PENDING',
      }),
    ),
    http.get('/api/inquiries/4/replies', () => HttpResponse.json(replies)),
    http.post('/api/inquiries/4/replies', async ({ request }) => {
      const body = (await request.json()) as { content: string };
      calls.push({ method: 'POST', body });
      const created = reply(100 + replies.length, body.content);
      replies.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('/api/inquiries/4/replies/:replyId', async ({ request, params }) => {
      const body = (await request.json()) as { content: string };
      calls.push({ method: 'PATCH', body });
      const index = replies.findIndex((r) => r.id === Number(params.replyId));
      replies[index] = { ...replies[index]!, content: body.content };
      return HttpResponse.json(replies[index]);
    }),
    http.delete('/api/inquiries/4/replies/:replyId', ({ params }) => {
      calls.push({ method: 'DELETE' });
      replies.splice(
        replies.findIndex((r) => r.id === Number(params.replyId)),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('/inquiry/{id} and /inquiry/detail', () => {
  it('shows the inquiry and its replies, with edit and delete for the author only', async () => {
    serveInquiry([reply(1, '보호소에 연락해 보세요.')]);
    await renderApp('/inquiry/detail?id=4&from=%2Finquiry%3Fpage%3D2', { as: testUser });
    expect(await screen.findByRole('heading', { name: '문의 4' })).toBeInTheDocument();
    expect(screen.getByText(/도와주세요/)).toBeInTheDocument();
    expect(await screen.findByText('보호소에 연락해 보세요.')).toBeInTheDocument();
    expect(screen.getByText('답변 완료')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      '/inquiry/edit?id=4',
    );
    expect(screen.getByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/inquiry?page=2');
    expect(screen.queryByLabelText('답변 내용')).toBeNull();
  });

  it('hides the edit and delete buttons from other readers', async () => {
    serveInquiry([], inquiryDetail({ isAuthor: false }));
    await renderApp('/inquiry/4', { as: testUser });
    await screen.findByRole('heading', { name: '문의 4' });
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it('alerts "비공개 글입니다." for a private inquiry and goes back to the list', async () => {
    server.use(
      http.get('/api/inquiries/4', forbidden),
      http.get('/api/inquiries/paged', () => HttpResponse.json(contentPage([]))),
    );
    const { user, router } = await renderApp('/inquiry/4');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('비공개 글입니다.');
    expect(screen.queryByText(/도와주세요/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiry'));
  });

  it('says "유효한 문의 ID가 없습니다." without a valid id', async () => {
    await renderApp('/inquiry/detail?id=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('유효한 문의 ID가 없습니다.');
  });

  it('lets an admin answer with Enter; Shift+Enter only breaks the line', async () => {
    const calls = serveInquiry();
    const { user } = await renderApp('/inquiry/4', { as: testAdmin });
    const box = await screen.findByLabelText('답변 내용');
    await user.type(box, '확인했습니다.{Shift>}{Enter}{/Shift}곧 연락드릴게요.{Enter}');
    expect(await screen.findByText(/곧 연락드릴게요/)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', body: { content: '확인했습니다.\n곧 연락드릴게요.', isPublic: true } },
    ]);
    expect(box).toHaveValue('');
    expect(await screen.findByText('답변 완료')).toBeInTheDocument();
  });

  it('refuses an empty reply with "내용을 입력하세요."', async () => {
    const calls = serveInquiry();
    const { user } = await renderApp('/inquiry/4', { as: testAdmin });
    await user.type(await screen.findByLabelText('답변 내용'), '   {Enter}');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('내용을 입력하세요.');
    expect(calls).toEqual([]);
  });

  it('edits a reply: Esc cancels, Enter saves; and deletes it after confirming', async () => {
    const calls = serveInquiry([reply(1, '첫 답변')]);
    const { user } = await renderApp('/inquiry/4', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '답변 수정' }));
    const editor = screen.getByLabelText('답변 내용 수정');
    await user.type(editor, ' 고침{Escape}');
    expect(screen.queryByLabelText('답변 내용 수정')).toBeNull();
    expect(screen.getByText('첫 답변')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '답변 수정' }));
    await user.type(screen.getByLabelText('답변 내용 수정'), ' 고침{Enter}');
    expect(await screen.findByText('첫 답변 고침')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '답변 삭제' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('아직 답변이 없습니다.')).toBeInTheDocument();
    expect(calls.map((c) => c.method)).toEqual(['PATCH', 'DELETE']);
    expect(calls[0]?.body).toEqual({ content: '첫 답변 고침' });
  });

  it('renders markup in the inquiry and replies as text', async () => {
    const xss = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    serveInquiry([reply(1, xss)], inquiryDetail({ title: xss, content: xss }));
    const { container } = await renderApp('/inquiry/4', { as: testAdmin });
    expect(await screen.findByRole('heading', { name: xss })).toBeInTheDocument();
    expect(await screen.findAllByText(xss)).toHaveLength(2);
    expect(container.querySelector('main script, main img')).toBeNull();
  });

  it('lets the author delete after confirming, then shows the list', async () => {
    let deleted = false;
    serveInquiry();
    server.use(
      http.delete('/api/inquiries/4', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/inquiries/paged', () => HttpResponse.json(contentPage([]))),
    );
    const { user, router } = await renderApp('/inquiry/4', { as: testUser });
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/inquiry'));
    expect(deleted).toBe(true);
  });
});
