import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

describe('/findpassword', () => {
  it('asks for an address with @', async () => {
    const { user } = await renderApp('/findpassword');
    await user.type(screen.getByLabelText('이메일'), 'no-at-sign');
    await user.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByText('올바른 이메일 주소를 입력하세요.')).toBeInTheDocument();
  });

  it('says the link was sent', async () => {
    let body: unknown;
    server.use(
      http.post('/auth/password/forgot', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', message: 'ok' });
      }),
    );
    const { user } = await renderApp('/findpassword');
    await user.type(screen.getByLabelText('이메일'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: '재설정 링크 받기' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '비밀번호 재설정 링크를 이메일로 보냈습니다.',
    );
    expect(body).toEqual({ email: 'me@example.com' });
  });
});

describe('/reset-password', () => {
  it('says the link is invalid without a token', async () => {
    await renderApp('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('유효하지 않거나 만료된 링크입니다.');
  });

  it('requires every field and a match', async () => {
    const { user } = await renderApp('/reset-password?token=abc');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findAllByText('모든 항목을 입력하세요.')).toHaveLength(2);
    await user.type(screen.getByLabelText('새 비밀번호'), 'Strong!pass1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Strong!pass2');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
  });

  it('sends the token with the new password and confirms', async () => {
    let body: unknown;
    server.use(
      http.post('/auth/password/reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 'ok', message: 'ok' });
      }),
    );
    const { user } = await renderApp('/reset-password?token=the-token');
    await user.type(screen.getByLabelText('새 비밀번호'), 'Strong!pass1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Strong!pass1');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '비밀번호가 변경되었습니다. 새 비밀번호로 로그인하세요.',
    );
    expect(body).toEqual({ token: 'the-token', newPassword: 'Strong!pass1' });
  });

  it('shows the server message for an expired link', async () => {
    server.use(
      http.post('/auth/password/reset', () =>
        HttpResponse.json(
          { status: 'error', statusCode: 400, message: '유효하지 않거나 만료된 링크입니다.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/reset-password?token=old');
    await user.type(screen.getByLabelText('새 비밀번호'), 'Strong!pass1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Strong!pass1');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '유효하지 않거나 만료된 링크입니다.',
    );
  });
});
