import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import { noticeDetail, noticeItem, page } from '../pages/notice-fixtures';
import { readForm } from '../../../test/multipart';

const emptyUsers = http.get('/api/admin/users/paged', () =>
  HttpResponse.json({ content: [], totalPages: 0, totalElements: 0, number: 0 }),
);

async function openNoticesTab() {
  const view = await renderApp('/adminpage?tab=notices', { as: testAdmin });
  expect(await screen.findByRole('tab', { name: '공지 관리', selected: true })).toBeInTheDocument();
  return view;
}

describe('/adminpage notices tab', () => {
  it('creates a notice with the notice form', async () => {
    let sent: FormData | null = null;
    server.use(
      emptyUsers,
      http.get('/api/notices/paged', () => HttpResponse.json(page([]))),
      http.post('/api/notices', async ({ request }) => {
        sent = await readForm(request);
        return HttpResponse.json(noticeDetail({ id: 9, title: '새 공지' }));
      }),
    );
    const { user } = await openNoticesTab();
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '공지 작성' }));
    const form = screen.getByRole('region', { name: '공지 작성' });
    await user.type(within(form).getByLabelText('제목'), '새 공지');
    await user.type(within(form).getByLabelText('내용'), '본문입니다');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    // A toast, not a modal 「알림」 (issue 38 item 17).
    expect(await screen.findByRole('status')).toHaveTextContent('저장되었습니다.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent!.get('title')).toBe('새 공지');
    expect(sent!.get('author')).toBe('관리자');
  });

  it('edits a notice in place, filled with its current text', async () => {
    let sentTitle: FormDataEntryValue | null = null;
    server.use(
      emptyUsers,
      http.get('/api/notices/paged', () => HttpResponse.json(page([noticeItem(3)]))),
      http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())),
      http.put('/api/notices/3', async ({ request }) => {
        sentTitle = (await readForm(request)).get('title');
        return HttpResponse.json(noticeDetail({ title: '고친 제목' }));
      }),
    );
    const { user } = await openNoticesTab();
    await user.click(await screen.findByRole('button', { name: '공지 3 수정' }));
    const title = await screen.findByDisplayValue('사진 검색 사용법');
    await user.clear(title);
    await user.type(title, '고친 제목');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await vi.waitFor(() => expect(sentTitle).toBe('고친 제목'));
  });

  it('deletes a notice after the confirm', async () => {
    let deleted = false;
    server.use(
      emptyUsers,
      http.get('/api/notices/paged', () =>
        HttpResponse.json(deleted ? page([]) : page([noticeItem(4)])),
      ),
      http.delete('/api/notices/4', () => {
        deleted = true;
        return HttpResponse.json({ status: 'ok', message: '삭제되었습니다.' });
      }),
    );
    const { user } = await openNoticesTab();
    await user.click(await screen.findByRole('button', { name: '공지 4 삭제' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('정말 삭제하시겠습니까?');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeInTheDocument();
  });
});
