import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { noticeDetail, noticeFile, page } from './notice-fixtures';

describe('/notice/{id} and /notice/detail', () => {
  it('shows title, author, date, views, content and attached images', async () => {
    server.use(
      http.get('/api/notices/3', () =>
        HttpResponse.json(noticeDetail({ files: [noticeFile(9, { alt: '사진 검색 화면' })] })),
      ),
    );
    await renderApp('/notice/3');
    expect(await screen.findByRole('heading', { name: '사진 검색 사용법' })).toBeInTheDocument();
    expect(screen.getByText('관리자')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    expect(screen.getByText(/둘째 줄/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '사진 검색 화면' })).toHaveAttribute(
      'src',
      '/api/notices/3/files/9?thumb=1',
    );
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
  });

  it('names images by the admin’s alt text, hides decorative ones, and never uses the file name', async () => {
    server.use(
      http.get('/api/notices/3', () =>
        HttpResponse.json(
          noticeDetail({
            files: [
              noticeFile(1, { alt: '입양 행사 포스터' }),
              noticeFile(2, { alt: '' }),
              noticeFile(3, { alt: null }),
            ],
          }),
        ),
      ),
    );
    await renderApp('/notice/3');
    const images = await screen.findByRole('region', { name: '첨부 이미지' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['입양 행사 포스터', '공지 이미지 3']);
    expect(within(images).getByRole('link', { name: '입양 행사 포스터' })).toHaveAttribute(
      'href',
      '/api/notices/3/files/1',
    );
    const decorative = images.querySelector('img[alt=""]');
    expect(decorative).toHaveAttribute('src', '/api/notices/3/files/2?thumb=1');
    expect(decorative?.closest('a')).toBeNull();
    expect(images).not.toHaveTextContent(/KakaoTalk/);
    expect(images.innerHTML).not.toContain('KakaoTalk');
  });

  it('reads the id from ?id= and goes back to where the reader came from', async () => {
    server.use(http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())));
    await renderApp('/notice/detail?id=3&from=%2Fnotice%3Fpage%3D2');
    await screen.findByRole('heading', { name: '사진 검색 사용법' });
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/notice?page=2');
  });

  it.each(['/notice/0', '/notice/abc', '/notice/detail?id=-1', '/notice/detail'])(
    'says "잘못된 접근입니다." for %s without asking the server',
    async (url) => {
      await renderApp(url);
      expect(await screen.findByRole('alert')).toHaveTextContent('잘못된 접근입니다.');
    },
  );

  it('never follows a from that leaves the site', async () => {
    server.use(http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())));
    await renderApp('/notice/detail?id=3&from=%2F%2Fevil.example');
    await screen.findByRole('heading', { name: '사진 검색 사용법' });
    expect(screen.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/notice');
  });

  it('says the notice was not found for a 404', async () => {
    server.use(
      http.get('/api/notices/77', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 404, message: '공지사항을 찾을 수 없습니다.' },
          { status: 404 },
        ),
      ),
    );
    await renderApp('/notice/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('공지사항을 찾을 수 없습니다.');
  });

  it('renders markup in the title and content as text', async () => {
    const xss = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    server.use(
      http.get('/api/notices/3', () =>
        HttpResponse.json(noticeDetail({ title: xss, content: xss })),
      ),
    );
    const { container } = await renderApp('/notice/3');
    expect(await screen.findByRole('heading', { name: xss })).toBeInTheDocument();
    expect(container.querySelector('main script, main img')).toBeNull();
  });

  it('lets an admin delete after confirming, then goes to /notice', async () => {
    let deleted = false;
    server.use(
      http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())),
      http.delete('/api/notices/3', () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/notices/paged', () => HttpResponse.json(page([]))),
    );
    const { user, router } = await renderApp('/notice/3', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('정말 삭제하시겠습니까?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(deleted).toBe(true);
  });

  it('shows the permission message when the server refuses a delete', async () => {
    server.use(
      http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())),
      http.delete('/api/notices/3', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 403, message: '권한이 없습니다.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = await renderApp('/notice/3', { as: testAdmin });
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('공지사항 삭제 권한이 없습니다.')).toBeInTheDocument();
  });

  it('shows no admin actions to a member', async () => {
    server.use(http.get('/api/notices/3', () => HttpResponse.json(noticeDetail())));
    await renderApp('/notice/3', { as: testUser });
    await screen.findByRole('heading', { name: '사진 검색 사용법' });
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
  });
});
