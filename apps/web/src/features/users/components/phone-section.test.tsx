import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, testUser } from '../../../test/render';
import { server } from '../../../test/server';

/** 마이페이지 > 문자 알림 (issue 39 item 4, ADR 250). */
describe('/mypage/edit: 문자 알림', () => {
  it('sends a code to the number, verifies it, and shows only the last four digits', async () => {
    let state: { last4: string; verified: boolean; pending: boolean } | null = null;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/mypage/phone', () => HttpResponse.json({ available: true, phone: state })),
      http.post('/api/mypage/phone', async ({ request }) => {
        sent.push(await request.json());
        state = { last4: '5678', verified: false, pending: true };
        return HttpResponse.json({
          status: 'ok',
          message: '인증번호를 보냈어요. 5분 안에 입력해주세요.',
        });
      }),
      http.post('/api/mypage/phone/verify', async ({ request }) => {
        sent.push(await request.json());
        state = { last4: '5678', verified: true, pending: false };
        return HttpResponse.json({ status: 'ok', message: '휴대폰 번호를 인증했어요.' });
      }),
    );
    const { user } = await renderApp('/mypage/edit', { as: testUser });
    const section = (await screen.findByRole('heading', { name: '문자 알림' })).closest('section')!;
    await user.type(within(section).getByLabelText('휴대폰 번호'), '010-1234-5678');
    await user.click(within(section).getByRole('button', { name: '인증번호 받기' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('인증번호를 보냈어요');
    const code = await within(section).findByLabelText('인증번호');
    expect(within(section).getByText(/\*\*\*-\*\*\*\*-5678 번호로 보낸/)).toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: '인증하기' }));
    expect(await within(section).findByText('인증된 번호: ***-****-5678')).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '010-1234-5678' }, { code: '123456' }]);
    expect(section).not.toHaveTextContent('1234-5678');
  });

  it('says texts are unavailable when the server has no provider', async () => {
    await renderApp('/mypage/edit', { as: testUser });
    expect(await screen.findByText('지금은 문자 알림을 쓸 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByLabelText('휴대폰 번호')).not.toBeInTheDocument();
  });
});
