import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin, testUser } from '../../../test/render';
import { server } from '../../../test/server';
import { noticeItem, page } from './notice-fixtures';

function serveList(onRequest: (url: URL) => void = () => {}) {
  server.use(
    http.get('/api/notices/paged', ({ request }) => {
      const url = new URL(request.url);
      onRequest(url);
      const p = Number(url.searchParams.get('page'));
      const rows = [5, 4, 3, 2, 1].map((n) =>
        noticeItem(n + 100 - p * 5, { displayNo: 120 - p * 5 - (5 - n) }),
      );
      return HttpResponse.json(page(rows, 120, p));
    }),
  );
}

describe('/notice', () => {
  it('shows displayNo, title, author, date and views, 5 per page, newest first', async () => {
    const urls: URL[] = [];
    serveList((u) => urls.push(u));
    await renderApp('/notice');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(6);
    const first = within(rows[1]!);
    expect(first.getByText('120')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '공지 105' })).toHaveAttribute(
      'href',
      '/notice/105?from=%2Fnotice',
    );
    expect(first.getByText('관리자')).toBeInTheDocument();
    expect(first.getByText('2026-11-20')).toBeInTheDocument();
    expect(first.getByText('1050')).toBeInTheDocument();
    expect(screen.getByText('총 120건')).toBeInTheDocument();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      page: '0',
      size: '5',
      sort: 'createdAt,desc',
      type: 'title_content',
    });
  });

  it('shows a window of 10 page numbers and asks for the zero-based page', async () => {
    const urls: URL[] = [];
    serveList((u) => urls.push(u));
    const { user, router } = await renderApp('/notice');
    const nav = await screen.findByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).getAllByRole('button', { name: /페이지$/ })).toHaveLength(10);
    await user.click(within(nav).getByRole('button', { name: '3 페이지' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('link', { name: '공지 95' })).toBeInTheDocument();
    expect(urls.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('searches with the chosen type and text, and sorts oldest first', async () => {
    const urls: URL[] = [];
    serveList((u) => urls.push(u));
    const { user, router } = await renderApp('/notice');
    await screen.findAllByRole('row');
    await user.selectOptions(screen.getByLabelText('검색 조건'), '제목');
    await user.type(screen.getByLabelText('검색어'), "100% ' 사진");
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('q')).toBe("100% ' 사진"));
    expect(urls.at(-1)?.searchParams.get('type')).toBe('title');
    await user.selectOptions(screen.getByLabelText('정렬'), '오래된순');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('sort')).toBe('createdAt,asc'));
    expect(router.state.location.search).toContain('sort=asc');
  });

  it('renders markup in titles as text', async () => {
    server.use(
      http.get('/api/notices/paged', () =>
        HttpResponse.json(page([noticeItem(1, { title: '<img src=x onerror=alert(1)>' })])),
      ),
    );
    const { container } = await renderApp('/notice');
    expect(
      await screen.findByRole('link', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(container.querySelector('main img')).toBeNull();
  });

  it('says so when there are no notices, and offers writing only to admins', async () => {
    server.use(http.get('/api/notices/paged', () => HttpResponse.json(page([]))));
    await renderApp('/notice', { as: testUser });
    expect(await screen.findByText('등록된 공지사항이 없습니다.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: '글쓰기' })).toBeNull();
  });

  it('shows the write link to admins', async () => {
    serveList();
    await renderApp('/notice', { as: testAdmin });
    expect(
      await within(screen.getByRole('main')).findByRole('link', { name: '글쓰기' }),
    ).toHaveAttribute('href', '/notice/write');
  });

  it("shows the server's message when the list fails", async () => {
    server.use(
      http.get('/api/notices/paged', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 400, message: '입력값이 올바르지 않습니다.' },
          { status: 400 },
        ),
      ),
    );
    await renderApp('/notice');
    expect(await screen.findByRole('alert')).toHaveTextContent('입력값이 올바르지 않습니다.');
  });
});
