import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testAdmin } from '../../../test/render';
import { server } from '../../../test/server';
import { adminUserRow, contentPage, inquiryRow, reportRow } from '../test/fixtures';

const paged = <T,>(data: T[]) => ({
  data,
  pagination: { meta: { totalPages: 1, currentPage: 0, totalItems: data.length } },
});

describe('the admin tables (issue 19)', () => {
  it('offer no delete button on the admin’s own row', async () => {
    server.use(
      http.get('/api/admin/users/paged', () =>
        HttpResponse.json(contentPage([adminUserRow(1, { userid: 'admin' }), adminUserRow(2)])),
      ),
    );
    await renderApp('/adminpage', { as: testAdmin });
    const table = await screen.findByRole('table', { name: '회원 관리' });
    const [, own, other] = within(table).getAllByRole('row');
    expect(within(own!).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
    expect(within(own!).getByText('본인')).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'member2 삭제' })).toBeInTheDocument();
  });

  it('call the date of a report and of an inquiry 작성일, and a member’s 가입일', async () => {
    server.use(
      http.get('/api/admin/users/paged', () => HttpResponse.json(contentPage([adminUserRow(2)]))),
      http.get('/api/lost-pet/paged', () => HttpResponse.json(paged([reportRow(3)]))),
      http.get('/api/inquiries/paged', () => HttpResponse.json(contentPage([inquiryRow(4)]))),
    );
    const { user } = await renderApp('/adminpage', { as: testAdmin });
    const users = await screen.findByRole('table', { name: '회원 관리' });
    expect(within(users).getByRole('columnheader', { name: '가입일' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '신고 관리' }));
    const reports = await screen.findByRole('table', { name: '신고 관리' });
    expect(within(reports).getByRole('columnheader', { name: '작성일' })).toBeInTheDocument();
    expect(within(reports).queryByRole('columnheader', { name: '가입일' })).not.toBeInTheDocument();
    // A date is one unbreakable <time>.
    expect(within(reports).getByText('2026-03-02').tagName).toBe('TIME');

    await user.click(screen.getByRole('tab', { name: '문의 관리' }));
    const inquiries = await screen.findByRole('table', { name: '문의 관리' });
    expect(within(inquiries).getByRole('columnheader', { name: '작성일' })).toBeInTheDocument();
  });
});
