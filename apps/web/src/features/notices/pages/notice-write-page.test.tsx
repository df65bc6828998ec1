import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { expectForbidden, expectLoginGate } from '../../../test/gates';
import { server } from '../../../test/server';
import { noticeDetail, noticeFile } from './notice-fixtures';
import { readForm } from '../../../test/multipart';

async function formFields(request: Request) {
  const form = await readForm(request);
  return {
    title: form.get('title'),
    content: form.get('content'),
    author: form.get('author'),
    removeFileIds: form.get('removeFileIds'),
    newFileAlts: JSON.parse(String(form.get('newFileAlts') ?? 'null')) as unknown,
    fileAlts: JSON.parse(String(form.get('fileAlts') ?? 'null')) as unknown,
    // jsdom's FormData loses file names on the way; the count is what matters here.
    files: form.getAll('files').length,
  };
}

describe('/notice/write', () => {
  it('shows a visitor a page saying a log-in is needed, with links that come back here', async () => {
    await renderApp('/notice/write?id=3');
    await expectLoginGate('공지 작성', '/notice/write?id=3');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells a member on a page of its own that he may not write notices', async () => {
    await renderApp('/notice/write', { as: testUser });
    await expectForbidden('공지 작성', '공지사항 작성/수정 권한이 없습니다.');
    expect(screen.queryByLabelText('제목')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lets an admin write a notice with an image; the author is his nickname, read-only', async () => {
    let sent: Awaited<ReturnType<typeof formFields>> | undefined;
    server.use(
      http.post('/api/notices', async ({ request }) => {
        sent = await formFields(request);
        return HttpResponse.json(noticeDetail({ id: 41, title: '새 공지' }), { status: 201 });
      }),
      http.get('/api/notices/41', () =>
        HttpResponse.json(noticeDetail({ id: 41, title: '새 공지' })),
      ),
    );
    const { user, router } = await renderApp('/notice/write', { as: testAdmin });
    const author = await screen.findByLabelText('작성자');
    expect(author).toHaveValue('관리자');
    expect(author).toHaveAttribute('readonly');
    expect(screen.getByLabelText('내용')).toHaveAttribute('rows', '12');
    await user.type(screen.getByLabelText('제목'), '  새 공지 ');
    await user.type(screen.getByLabelText('내용'), '본문입니다');
    await user.upload(
      screen.getByLabelText('첨부 이미지'),
      new File(['png'], '사진.png', { type: 'image/png' }),
    );
    // The same picker as a report's: a preview named after the file, with its delete button.
    expect(await screen.findByRole('img', { name: '사진.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진.png 삭제' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/41'));
    expect(sent).toEqual({
      title: '새 공지',
      content: '본문입니다',
      author: '관리자',
      removeFileIds: null,
      newFileAlts: [null],
      fileAlts: null,
      files: 1,
    });
  });

  it('requires title and content after trimming, without calling the server', async () => {
    const { user } = await renderApp('/notice/write', { as: testAdmin });
    await user.type(await screen.findByLabelText('제목'), '   ');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findAllByText('제목과 내용을 모두 입력하세요.')).toHaveLength(2);
  });

  it('refuses a file that is not an image before uploading', async () => {
    await renderApp('/notice/write', { as: testAdmin });
    const input = await screen.findByLabelText('첨부 이미지');
    // The accept filter would hide it in a test; a browser's "all files" choice does not.
    fireEvent.change(input, {
      target: { files: [new File(['text'], 'memo.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이미지 파일만 업로드할 수 있습니다.',
    );
  });

  it('edits with ?id=: fills the form, drops a chosen image, and cancel returns to create mode', async () => {
    let sent: Awaited<ReturnType<typeof formFields>> | undefined;
    const existing = noticeDetail({
      id: 5,
      title: '기존 공지',
      content: '기존 내용',
      files: [noticeFile(9, { originalName: '옛사진.jpg' })],
    });
    server.use(
      http.get('/api/notices/5', () => HttpResponse.json(existing)),
      http.put('/api/notices/5', async ({ request }) => {
        sent = await formFields(request);
        return HttpResponse.json(existing);
      }),
    );
    const { user, router } = await renderApp('/notice/write?id=5', { as: testAdmin });
    expect(await screen.findByRole('heading', { name: '공지 수정' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('제목')).toHaveValue('기존 공지'));
    await user.click(screen.getByLabelText('옛사진.jpg 삭제'));
    await user.clear(screen.getByLabelText('내용'));
    await user.type(screen.getByLabelText('내용'), '고친 내용');
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/5'));
    expect(sent).toMatchObject({ title: '기존 공지', content: '고친 내용', removeFileIds: '9' });

    // The saved notice shows (its page's module loads on first use, which a busy machine can
    // take seconds for), and its 수정 link opens the form again, as a person would go back.
    await screen.findByRole('heading', { name: '기존 공지' }, { timeout: 15_000 });
    await user.click(screen.getByRole('link', { name: '수정' }));
    await screen.findByLabelText('옛사진.jpg 삭제');
    // The refetch after the save re-renders the form: click the button that is there now.
    await waitFor(() => expect(screen.getByLabelText('제목')).toHaveValue('기존 공지'));
    // The refetch may swap the form under a click that is already on its way: click again
    // until the page is back in create mode.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: '취소' }));
      expect(router.state.location.search).toBe('');
    });
    expect(await screen.findByRole('heading', { name: '공지 작성' })).toBeInTheDocument();
    expect(screen.getByLabelText('제목')).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('sends an alt text for each image: words, decorative as "", and blank as undescribed', async () => {
    let sent: Awaited<ReturnType<typeof formFields>> | undefined;
    const existing = noticeDetail({
      id: 5,
      files: [
        noticeFile(7, { originalName: '포스터.jpg', alt: null }),
        noticeFile(8, { originalName: '장식.png', alt: '' }),
      ],
    });
    server.use(
      http.get('/api/notices/5', () => HttpResponse.json(existing)),
      http.put('/api/notices/5', async ({ request }) => {
        sent = await formFields(request);
        return HttpResponse.json(existing);
      }),
    );
    const { user } = await renderApp('/notice/write?id=5', { as: testAdmin });
    const alts = await screen.findByRole('group', { name: '이미지 설명' });
    const poster = within(alts).getByRole('group', { name: '이미지 1 (포스터.jpg)' });
    const ornament = within(alts).getByRole('group', { name: '이미지 2 (장식.png)' });
    // A decorative image has its box ticked and no words to write.
    expect(within(ornament).getByLabelText('장식용 이미지 (설명 없이 둠)')).toBeChecked();
    expect(within(ornament).getByLabelText('설명')).toBeDisabled();
    await user.type(within(poster).getByLabelText('설명'), '입양 행사 포스터');

    await user.upload(
      screen.getByLabelText('첨부 이미지'),
      new File(['png'], '새사진.png', { type: 'image/png' }),
    );
    const fresh = within(alts).getByRole('group', { name: '이미지 3 (새사진.png)' });
    await user.click(within(fresh).getByLabelText('장식용 이미지 (설명 없이 둠)'));
    await user.upload(
      screen.getByLabelText('첨부 이미지'),
      new File(['png'], '빈칸.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      fileAlts: [
        { id: 7, alt: '입양 행사 포스터' },
        { id: 8, alt: '' },
      ],
      newFileAlts: ['', null],
      files: 2,
    });
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      http.post('/api/notices', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 415, message: '이미지 파일만 업로드할 수 있습니다.' },
          { status: 415 },
        ),
      ),
    );
    const { user } = await renderApp('/notice/write', { as: testAdmin });
    await user.type(await screen.findByLabelText('제목'), '제목');
    await user.type(screen.getByLabelText('내용'), '내용');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '이미지 파일만 업로드할 수 있습니다.',
    );
  });
});
