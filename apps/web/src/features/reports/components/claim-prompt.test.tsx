import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';

describe('마이페이지: 이 이메일로 올린 신고가 있어요 (issue 39 item 2)', () => {
  it('offers the visitor reports of the member’s address and mails the link that moves them', async () => {
    let mailed = 0;
    server.use(
      http.get('/api/mypage/lost-pets/claimable', () => HttpResponse.json({ count: 2 })),
      http.post('/api/mypage/lost-pets/claim-mail', () => {
        mailed++;
        return HttpResponse.json({
          status: 'ok',
          message: '확인 메일을 보냈습니다. 메일의 링크를 누르면 신고가 내 계정으로 옮겨집니다.',
        });
      }),
    );
    const { user } = await renderApp('/mypage', { as: testUser });
    expect(
      await screen.findByRole('heading', { name: '이 이메일로 올린 신고가 있어요' }),
    ).toBeVisible();
    expect(screen.getByText(/실종 신고 2건이 있어요/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '내 계정으로 옮기기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '확인 메일을 보냈습니다. 메일의 링크를 누르면 신고가 내 계정으로 옮겨집니다.',
    );
    expect(mailed).toBe(1);
  });

  it('moves them when the mailed link is opened, and takes the token out of the address', async () => {
    let token: unknown;
    server.use(
      http.get('/api/mypage/lost-pets/claimable', () => HttpResponse.json({ count: 0 })),
      http.post('/api/mypage/lost-pets/claim', async ({ request }) => {
        token = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({
          status: 'ok',
          message: '실종 신고 1건을 내 계정으로 옮겼습니다.',
          count: 1,
        });
      }),
    );
    const { router } = await renderApp('/mypage?claim=7.123.abc', { as: testUser });
    expect(await screen.findByText('실종 신고 1건을 내 계정으로 옮겼습니다.')).toBeVisible();
    expect(token).toBe('7.123.abc');
    expect(router.state.location.search).not.toContain('claim');
  });

  it('shows nothing when no report waits', async () => {
    server.use(http.get('/api/mypage/lost-pets/claimable', () => HttpResponse.json({ count: 0 })));
    await renderApp('/mypage', { as: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
    expect(screen.queryByText('이 이메일로 올린 신고가 있어요')).not.toBeInTheDocument();
  });
});
