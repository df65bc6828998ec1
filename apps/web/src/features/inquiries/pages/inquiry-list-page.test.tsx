import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';
import { contentPage, inquiryRow } from './inquiry-fixtures';

describe('/inquiry', () => {
  it('shows number, visibility, title, masked author, date and status; asks for page 1 of 5', async () => {
    const urls: URL[] = [];
    server.use(
      http.get('/api/inquiries/paged', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(
          contentPage(
            [
              inquiryRow(12, { status: 'ANSWERED', answered: true, replyCount: 1 }),
              inquiryRow(11, {
                title: '비공개 글입니다.',
                authorNickname: '비밀***',
                isAuthor: false,
                isPublic: false,
                readable: false,
              }),
            ],
            12,
          ),
        );
      }),
    );
    await renderApp('/inquiry');
    const rows = await screen.findAllByRole('row');
    const answered = within(rows[1]!);
    expect(answered.getByText('12')).toBeInTheDocument();
    expect(answered.getByText('공개')).toBeInTheDocument();
    expect(answered.getByRole('link', { name: '문의 12' })).toHaveAttribute(
      'href',
      '/inquiry/12?from=%2Finquiry',
    );
    expect(answered.getByText(/^2026-11-2[01] \d{2}:06$/)).toBeInTheDocument();
    expect(answered.getByText('답변 완료')).toBeInTheDocument();
    const hidden = within(rows[2]!);
    expect(hidden.getByText('비공개')).toBeInTheDocument();
    expect(hidden.getByText('비밀***')).toBeInTheDocument();
    expect(hidden.getByText('답변 대기')).toBeInTheDocument();
    expect(hidden.queryByRole('link')).toBeNull();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ page: '1', limit: '5' });
  });

  it('says a private inquiry is for its author when someone else clicks it', async () => {
    server.use(
      http.get('/api/inquiries/paged', () =>
        HttpResponse.json(
          contentPage([
            inquiryRow(3, {
              title: '비공개 글입니다.',
              isPublic: false,
              readable: false,
              isAuthor: false,
            }),
          ]),
        ),
      ),
    );
    const { user, router } = await renderApp('/inquiry');
    await user.click(await screen.findByRole('button', { name: '비공개 글입니다.' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '비공개 글은 작성자만 볼 수 있습니다.',
    );
    expect(router.state.location.pathname).toBe('/inquiry');
  });

  it('filters by status and search text, and pages one-based', async () => {
    const urls: URL[] = [];
    server.use(
      http.get('/api/inquiries/paged', ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(
          contentPage(
            [1, 2, 3, 4, 5].map((n) => inquiryRow(n)),
            23,
          ),
        );
      }),
    );
    const { user } = await renderApp('/inquiry');
    await screen.findAllByRole('row');
    await user.selectOptions(screen.getByLabelText('답변 상태'), '답변 완료');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBe('ANSWERED'));
    await user.type(screen.getByLabelText('검색어'), "'; drop table --");
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('q')).toBe("'; drop table --"));
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('page')).toBe('2'));
    expect(urls.at(-1)?.searchParams.get('status')).toBe('ANSWERED');
  });

  it('renders markup in titles and nicknames as text', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    server.use(
      http.get('/api/inquiries/paged', () =>
        HttpResponse.json(contentPage([inquiryRow(1, { title: xss, authorNickname: xss })])),
      ),
    );
    const { container } = await renderApp('/inquiry');
    expect(await screen.findByRole('link', { name: xss })).toBeInTheDocument();
    expect(container.querySelector('main img')).toBeNull();
  });

  it('shows the Korean failure message when the list cannot load', async () => {
    server.use(
      http.get('/api/inquiries/paged', () =>
        HttpResponse.json({ status: 'error', statusCode: 400, message: 'x' }, { status: 400 }),
      ),
    );
    await renderApp('/inquiry');
    expect(await screen.findByRole('alert')).toHaveTextContent('문의 목록을 불러올 수 없습니다.');
  });
});
